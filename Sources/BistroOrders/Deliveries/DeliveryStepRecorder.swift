import BistroCore
import BistroJSON
import BistroOrderBook

/// Decides a driver's claim or step inside the writer's transaction: claimed by exactly one driver, then
/// picked up, then delivered, each by the driver who claimed it; the customer is mailed "on the way" and
/// "delivered". A step taken again is answered as done (`duplicate`); a refused one is answered, never
/// recorded or mailed.
struct DeliveryStepRecorder {
    let book: OrderBookTransaction
    let context: OrderContext
    let composer: MessageComposer?

    func record(_ request: DriverStepRequest) throws -> OrderOutcome {
        func refuse(_ code: RejectionCode, _ message: String) -> OrderOutcome { .rejected([Rejection(code, message)]) }
        guard let driver = try book.activeDriver(token: request.token), let driverID = driver.id else {
            return refuse(.driverUnknown, "this driver's link is not valid: it was mistyped or revoked")
        }
        let number = JSONText.clip(request.orderNumber.uppercased())
        guard request.orderNumber.utf8.count <= 64, let state = try book.deliveryState(orderNumber: request.orderNumber)
        else {
            return refuse(.deliveryUnknown, "there is no delivery order \(number)")
        }
        let delivery = state.delivery, order = state.order
        func done(_ step: DeliveryStepReceipt.Step, duplicate: Bool) -> OrderOutcome {
            .deliveryStep(DeliveryStepReceipt(orderNumber: order.orderNumber, step: step), duplicate: duplicate)
        }
        let now = context.now
        switch request.step {
        case .unknown(let status):
            return refuse(
                .invalidDeliveryStep,
                "\"status\" is \"picked_up\" or \"delivered\", found \(JSONText.quoted(JSONText.clip(status)))")
        case .claim:
            if delivery.driverId == driverID { return done(.claimed, duplicate: true) }
            if delivery.driverId != nil {
                return refuse(.alreadyClaimed, "order \(number) was claimed by another driver")
            }
            guard [.received, .preparing, .ready].contains(order.status) else {
                return refuse(.deliveryNotClaimable, "order \(number) is \(order.status.words): it cannot be claimed")
            }
            guard try book.claimDelivery(orderID: order.id, driverID: driverID, at: now) else {
                return refuse(.alreadyClaimed, "order \(number) was claimed by another driver")
            }
            return done(.claimed, duplicate: false)
        case .pickedUp:
            guard delivery.driverId == driverID else { return notYours(delivery, number) }
            if delivery.pickedUpAt != nil { return done(.pickedUp, duplicate: true) }
            guard order.status != .cancelled else {
                return refuse(.deliveryNotClaimable, "order \(number) was cancelled: do not pick it up")
            }
            try book.pickUpDelivery(state, at: now)
            try enqueue(composer?.onTheWay(order, driverName: driver.name), about: order)
            return done(.pickedUp, duplicate: false)
        case .delivered:
            guard delivery.driverId == driverID else { return notYours(delivery, number) }
            if delivery.deliveredAt != nil { return done(.delivered, duplicate: true) }
            guard delivery.pickedUpAt != nil else {
                return refuse(.deliveryStepOutOfOrder, "order \(number) is not picked up yet: pick it up first")
            }
            try book.deliverDelivery(state, at: now)
            try enqueue(composer?.delivered(order), about: order)
            return done(.delivered, duplicate: false)
        }
    }

    private func notYours(_ delivery: DeliveryRecord, _ number: String) -> OrderOutcome {
        delivery.driverId == nil
            ? .rejected([Rejection(.deliveryStepOutOfOrder, "order \(number) is not claimed yet: claim it first")])
            : .rejected([Rejection(.notYourDelivery, "order \(number) was claimed by another driver")])
    }

    private func enqueue(_ message: ComposedMessage?, about order: PickupOrder) throws {
        guard let message, let composer else { return }
        try book.enqueue(message, about: order, at: context.now, domain: composer.domain)
    }
}
