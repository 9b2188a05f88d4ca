import BistroJSON
import BistroOrderBook

extension ReceiptRenderer {
    /// A delivery order's drop-off as the JSON receipt gives it: the address and the driver's note as the
    /// order gave them, the zone it was priced by, the distance when the drop-off was placed by its position,
    /// and when the driver picked it up and delivered it. Its wanted time is `pickupAt` (as in the order
    /// file) and its fee `deliveryFee`. null for pickup and dine-in orders.
    func deliveryJSON(_ delivery: DeliveryRecord?) -> JSONValue {
        guard let delivery else { return .null }
        return .object([
            ("streetAddress", .string(delivery.streetAddress)),
            ("locality", .optional(delivery.locality)),
            ("postalCode", .string(delivery.postalCode)),
            ("instructions", .optional(delivery.instructions)),
            ("zone", .string(delivery.zone)),
            ("distanceMeters", .optional(delivery.distanceM)),
            ("pickedUpAt", .optional(delivery.pickedUpAt?.iso8601)),
            ("deliveredAt", .optional(delivery.deliveredAt?.iso8601)),
        ])
    }
}
