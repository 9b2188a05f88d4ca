import BistroCore

/// An order file's `delivery` object as written: where the order goes. Its position, when given, is used
/// to find the zone and then forgotten (only the distance is recorded).
package struct DeliveryRequest: Sendable, Hashable {
    package var streetAddress: String?
    package var locality: String?
    package var postalCode: String?
    /// Both coordinates, checked (finite, in range); nil when not given or refused.
    package var position: GeoPoint?
    package var instructions: String?
    var objectPosition: OrderRequest.Position
    var addressPosition: OrderRequest.Position?

    init(objectPosition: OrderRequest.Position) { self.objectPosition = objectPosition }
}

extension OrderRequest {
    /// Whether the order asks to be delivered: `"fulfilment": "delivery"`, or no fulfilment and no table at a
    /// restaurant whose `delivery.default` is true. The validator and the "rejected" mail's wording ask this.
    func wantsDelivery(at restaurant: Restaurant) -> Bool {
        switch fulfilment?.trimmed.lowercased() {
        case "delivery": true
        case nil: table == nil && restaurant.delivery?.isDefault == true
        default: false
        }
    }
}
