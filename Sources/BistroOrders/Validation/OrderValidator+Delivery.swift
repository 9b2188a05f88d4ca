import BistroCore
import BistroJSON

extension OrderValidator {
    /// The drop-off and its zone, or nil (and the reasons): the restaurant delivers, the address has a street
    /// and a postal code, and the drop-off is in a zone (by postal code, else by its distance).
    func checkDelivery(_ request: OrderRequest, reject: (Rejection) -> Void) -> DeliveryPlan? {
        func position(_ position: OrderRequest.Position?) -> (line: Int?, column: Int?) {
            (position?.line, position?.column)
        }
        let delivery = request.delivery
        let at = position(delivery?.addressPosition ?? delivery?.objectPosition ?? request.fulfilmentPosition)
        guard let settings = context.restaurant.delivery else {
            reject(
                Rejection(
                    .deliveryUnavailable, "this restaurant does not deliver: order for pickup", line: at.line,
                    column: at.column))
            return nil
        }
        if request.table != nil {
            reject(
                Rejection(
                    .invalidFulfilment, "a delivery order names no table", line: request.tablePosition?.line,
                    column: request.tablePosition?.column))
        }
        let street = delivery?.streetAddress?.trimmed.nilIfEmpty
        let postalCode = delivery?.postalCode?.trimmed.nilIfEmpty
        guard let street, let postalCode else {
            let missing = [street == nil ? "a street address" : nil, postalCode == nil ? "a postal code" : nil]
                .compactMap { $0 }.joined(separator: " and ")
            reject(
                Rejection(
                    .addressRequired, "a delivery order needs the drop-off's address: \(missing) is missing",
                    line: at.line, column: at.column))
            return nil
        }
        let distance = delivery?.position.flatMap { point in
            context.restaurant.location.flatMap { DeliveryDistance.meters(from: $0, to: point) }
        }
        guard let zone = settings.zone(postalCode: postalCode, distanceMeters: distance) else {
            var rejection = Rejection(
                .outsideDeliveryArea, outsideMessage(settings, postalCode: postalCode, distance: distance),
                line: at.line, column: at.column)
            rejection.detail = distance.map { .distanceMeters($0) }
            reject(rejection)
            return nil
        }
        let share =
            DriverShare.feeShare(zoneFee: zone.fee, percent: settings.driverSharePercent)
            ?? Money.zero(zone.fee.currency)
        return DeliveryPlan(
            streetAddress: street, locality: delivery?.locality?.trimmed.nilIfEmpty, postalCode: postalCode,
            instructions: delivery?.instructions?.trimmed.nilIfEmpty, distanceMeters: distance, zone: zone,
            driverFee: share)
    }

    private func outsideMessage(_ settings: DeliverySettings, postalCode: String, distance: Int?) -> String {
        let codes = settings.zones.flatMap { zone -> [String] in
            if case .postalCodes(let prefixes) = zone.area { return prefixes }
            return []
        }
        var reach: [String] = []
        if let farthest = settings.farthestRingMeters {
            reach.append("up to \(DeliveryDistance.kilometresText(farthest)) km from the restaurant")
        }
        if !codes.isEmpty { reach.append("to postal codes starting \(codes.joined(separator: ", "))") }
        let area = reach.joined(separator: " and ")
        if let distance {
            return "the drop-off is \(DeliveryDistance.kilometresText(distance)) km away: we deliver \(area)"
        }
        if settings.farthestRingMeters != nil {
            return "we cannot place postal code \(JSONText.quoted(JSONText.clip(postalCode))) in our delivery area "
                + "(we deliver \(area)): share your location, or order for pickup"
        }
        return "we do not deliver to postal code \(JSONText.quoted(JSONText.clip(postalCode))): we deliver \(area)"
    }

    /// `below_delivery_minimum` when the subtotal after discount is below the zone's minimum.
    func checkDeliveryMinimum(_ plan: DeliveryPlan, price: PriceBreakdown, at position: OrderRequest.Position?)
        -> Rejection?
    {
        guard price.taxable < plan.zone.minimum, let missing = plan.zone.minimum.subtracting(price.taxable) else {
            return nil
        }
        var rejection = Rejection(
            .belowDeliveryMinimum,
            "delivery \(plan.zone.label) needs an order of at least \(plan.zone.minimum.decimalString) after "
                + "discounts; this one is \(price.taxable.decimalString): add \(missing.decimalString) more",
            line: position?.line, column: position?.column)
        rejection.detail = .missing(missing)
        return rejection
    }

    /// A wanted delivery time is at least `delivery.leadMinutes` from now.
    func checkDeliveryLead(
        _ time: LocalTime?, settings: DeliverySettings, request: OrderRequest,
        reject: (RejectionCode, String, OrderRequest.Position?) -> Void
    ) {
        guard let time else { return }
        let earliest = LocalTime(
            context.now.timestamp.adding(seconds: settings.leadMinutes * 60), in: context.timeZone)
        guard time.timestamp < earliest.timestamp else { return }
        reject(
            .pickupTooSoon,
            "delivery must be at least \(settings.leadMinutes) minutes from now, at \(earliest.shortText) or later; "
                + "\(time.shortText) is sooner",
            request.pickupPosition)
    }
}
