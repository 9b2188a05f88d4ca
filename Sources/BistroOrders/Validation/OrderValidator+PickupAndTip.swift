import BistroCore
import BistroJSON

extension OrderValidator {
    /// The pickup time: absent means as soon as possible (today, which must not be a closure). Otherwise it
    /// must parse, lie no earlier than now (less the grace), fall on today's date (or up to
    /// `pickup.advanceDays` ahead), on a day that is not a closure, and inside that day's opening hours, all
    /// on the restaurant's clock. The same rules hold for a delivery's wanted time, worded as `service`.
    func checkPickup(
        _ request: OrderRequest, service: String = "pickup",
        reject: (RejectionCode, String, OrderRequest.Position?) -> Void
    ) -> LocalTime? {
        let closures = context.restaurant.closures
        guard let text = request.pickupAt?.trimmed, !text.isEmpty else {
            // With slots, an as-soon-as-possible order is given an open slot instead (`checkSlot`).
            if !context.restaurant.pickup.assignsSlots, closures.contains(context.now.day) {
                reject(
                    .closedThatDay, "we are closed today (\(context.now.day)); choose a \(service) time on another day",
                    request.pickupPosition)
            }
            return nil
        }
        guard let timestamp = Timestamp.parse(text, localZone: context.timeZone) else {
            reject(
                .invalidPickupTime,
                "\"pickupAt\" must be a time like \"2026-11-22T18:30:00-05:00\", found \"\(JSONText.clip(text))\"",
                request.pickupPosition)
            return nil
        }
        let pickup = LocalTime(timestamp, in: context.timeZone)
        let now = context.now
        if timestamp.secondsSince1970 < now.timestamp.secondsSince1970 - context.pickupGraceSeconds {
            reject(
                .pickupInPast, "the \(service) time \(pickup.shortText) is in the past (now \(now.shortText))",
                request.pickupPosition)
        }
        let advanceDays = context.restaurant.pickup.advanceDays
        if advanceDays == 0, pickup.day != now.day {
            reject(
                .pickupNotToday, "\(service) must be today (\(now.day)); \(pickup.shortText) is another day",
                request.pickupPosition)
        } else if pickup.day > now.day.adding(days: advanceDays) {
            reject(
                .pickupTooFarAhead,
                "\(service) can be at most \(advanceDays) day\(advanceDays == 1 ? "" : "s") ahead (until "
                    + "\(now.day.adding(days: advanceDays))); \(pickup.shortText) is further",
                request.pickupPosition)
        }
        if closures.contains(pickup.day) {
            reject(.closedThatDay, "we are closed on \(pickup.day)", request.pickupPosition)
        }
        let hours = context.restaurant.hours
        if !hours.isEmpty, !hours.isOpen(on: pickup.weekday, atMinute: pickup.minuteOfDay) {
            let open = hours.intervals(on: pickup.weekday).map { "\($0.opens)-\($0.closes)" }.joined(separator: ", ")
            reject(
                .pickupOutsideHours,
                "the restaurant is closed at \(pickup.shortText) (\(pickup.weekday.schemaName): "
                    + "\(open.isEmpty ? "closed" : open))",
                request.pickupPosition)
        }
        return pickup
    }

    /// A tip is a whole percentage 0...100 or an amount of at least zero (its upper bound, the order's
    /// pre-tax amount, is checked once the order is priced).
    func checkTip(_ request: OrderRequest, reject: (RejectionCode, String, OrderRequest.Position?) -> Void) -> Tip? {
        switch request.tip {
        case nil: return nil
        case .percent(let text):
            let digits = text.hasPrefix("-") ? text.dropFirst() : Substring(text)
            guard !digits.isEmpty, digits.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else {
                reject(
                    .invalidTip, "a tip percentage must be a whole number, found \(JSONText.clip(text))",
                    request.tipPosition)
                return nil
            }
            guard !text.hasPrefix("-"), digits.count <= 3, let percent = Int(digits), percent <= 100 else {
                reject(
                    .tipOutOfRange, "a tip percentage must be from 0 to 100, found \(JSONText.clip(text))",
                    request.tipPosition)
                return nil
            }
            return .percent(percent)
        case .amount(let text):
            guard let amount = Money.parse(text, currency: context.currency) else {
                reject(
                    .invalidTip, "a tip amount must be a decimal such as \"5.00\", found \"\(JSONText.clip(text))\"",
                    request.tipPosition)
                return nil
            }
            guard amount.minorUnits >= 0 else {
                reject(.tipOutOfRange, "a tip cannot be negative, found \(amount.decimalString)", request.tipPosition)
                return nil
            }
            return .amount(amount)
        }
    }
}
