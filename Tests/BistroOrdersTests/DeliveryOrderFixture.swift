import Foundation

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Recorded orders for the words around delivery: one Royal Burger placed at noon on 2026-11-27, for
/// delivery (zone "up to 3 km", fee $3.99) to 12 King St W, or the same order for pickup.
enum DeliveryOrderFixture {
    static func time(_ clock: String) -> LocalTime { LocalTime(iso8601: "2026-11-27T\(clock):00-05:00")! }

    static let placed = time("12:00")

    /// `wanted`: the wanted delivery time ("13:30"), nil for as soon as possible.
    static func order(wanted: String? = nil, instructions: String? = "Buzz 402", delivery: Bool = true)
        -> StoredOrder
    {
        let fee = delivery ? 399 : 0
        let record = OrderRecord(
            id: 7, orderNumber: "RC-20261127-0007", orderDay: placed.day, daySequence: 7, clientOrderId: "d-7",
            idempotencyKey: "k", sourceFile: "d-7.json", customerId: 1, customerName: "Ada Lovelace",
            customerEmail: "ada@example.com", customerPhone: nil, status: .preparing, placedAt: placed,
            pickupAt: wanted.map(time), note: nil, restaurantName: "Royal Café", currency: "CAD",
            subtotalCents: 1650, couponCode: nil, discountCents: 0, taxableCents: 1650, taxName: "HST",
            taxRate: "13", taxCents: 267, tipPercent: nil, tipCents: 0, totalCents: 1650 + fee + 267,
            receiptToken: "0123456789abcdef0123456789abcdef", preparationMinutes: 15, preparationStartedAt: placed,
            readyDueAt: time("12:15"))
        var withFee = record
        withFee.deliveryFeeCents = fee
        let line = OrderLineRecord(
            orderId: 7, lineNumber: 1, sku: "RC-BURG-01", name: "Royal Burger", kind: "item", categoryId: "burgers",
            quantity: 1, unitPriceCents: 1650, lineTotalCents: 1650, preparationMinutes: 15, note: nil)
        var order = StoredOrder(record: withFee, lines: [line])
        if delivery {
            order.delivery = DeliveryRecord(
                orderId: 7, streetAddress: "12 King St W", locality: "Toronto", postalCode: "M5V 2T6",
                instructions: instructions, distanceM: 1234, zone: "up to 3 km", zoneFeeCents: 399,
                driverFeeCents: 319)
        }
        return order
    }

    /// The order as the pickup flow reads it.
    static func pickupOrder(delivery: Bool = true) -> PickupOrder {
        PickupOrder(
            id: 7, customerID: 1, orderNumber: "RC-20261127-0007", customerName: "Ada Lovelace",
            customerEmail: "ada@example.com", status: .preparing, placedAt: placed, pickupAt: nil,
            preparationMinutes: 15, preparationStartedAt: placed, readyDueAt: time("12:15"),
            receiptToken: "0123456789abcdef0123456789abcdef", isDelivery: delivery)
    }
}
