import BistroCore

extension OrderValidator {
    /// Applies the pickup-slot rules to the checked pickup time. A scheduled pickup must be at least
    /// `pickup.leadMinutes` from now and in a slot with room (`pickup.maxOrdersPerSlot`; the count comes
    /// from the order book inside the accepting transaction, this batch's orders included). An as-soon-as-
    /// possible order, when the restaurant caps slots or has a lead time, is given the earliest open slot
    /// with room that starts at or after now plus the lead, today or up to `pickup.advanceDays` ahead.
    func checkSlot(
        _ pickup: LocalTime?, isAsSoonAsPossible: Bool, request: OrderRequest, ledger: some OrderLedger,
        reject: (RejectionCode, String, OrderRequest.Position?) -> Void
    ) throws -> LocalTime? {
        let settings = context.restaurant.pickup
        // Without a lead time or a cap there is no slot rule to apply.
        guard settings.assignsSlots else { return pickup }
        let slots = PickupSlots(restaurant: context.restaurant, timeZone: context.timeZone)
        let now = context.now
        let earliest = LocalTime(now.timestamp.adding(seconds: settings.leadMinutes * 60), in: context.timeZone)
        let lastDay = now.day.adding(days: settings.advanceDays)
        func hasRoom(_ slot: LocalTime) throws -> Bool {
            guard let cap = settings.maxOrdersPerSlot else { return true }
            return try ledger.ordersInSlot(starting: slot, minutes: slots.minutes) < cap
        }
        func clock(_ time: LocalTime) -> String {
            time.day == now.day ? String(time.shortText.suffix(5)) : time.shortText
        }

        guard let pickup else {
            guard isAsSoonAsPossible, settings.assignsSlots else { return nil }
            if let slot = try slots.open(from: earliest, through: lastDay).first(where: hasRoom) { return slot }
            let until = settings.advanceDays == 0 ? "today" : "until \(lastDay)"
            reject(
                .noSlotAvailable, "there is no pickup time left \(until); we are fully booked", request.pickupPosition)
            return nil
        }
        if settings.leadMinutes > 0, pickup.timestamp < earliest.timestamp {
            reject(
                .pickupTooSoon,
                "pickup must be at least \(settings.leadMinutes) minutes from now, at \(clock(earliest)) or "
                    + "later; \(clock(pickup)) is sooner",
                request.pickupPosition)
        } else if let cap = settings.maxOrdersPerSlot, try !hasRoom(slots.start(of: pickup)) {
            let slot = slots.start(of: pickup)
            var later: [String] = []
            for candidate in slots.open(from: slots.next(after: slot), through: lastDay) where later.count < 3 {
                if try hasRoom(candidate) { later.append(clock(candidate)) }
            }
            let offer = later.isEmpty ? "no later slot has room" : "slots with room: " + later.joined(separator: ", ")
            reject(
                .slotFull, "the \(clock(slot)) pickup slot is full (\(cap) order\(cap == 1 ? "" : "s")); \(offer)",
                request.pickupPosition)
        }
        return pickup
    }
}
