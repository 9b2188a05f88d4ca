import BistroCore
import GRDB

/// A row of `deliveries`: where a delivery order goes, what its driver earns, and who brings it when.
package struct DeliveryRecord: SnakeCaseRecord, Sendable, Hashable {
    package static let databaseTableName = "deliveries"
    package var orderId: Int64
    package var streetAddress: String
    package var locality: String?
    package var postalCode: String
    package var instructions: String?
    /// From the restaurant to the drop-off, in metres; nil when the drop-off was placed by its postal code.
    package var distanceM: Int?
    /// The zone's label ("up to 3 km").
    package var zone: String
    package var zoneFeeCents: Int
    /// The driver's share of the zone's fee (the tip is added from the order).
    package var driverFeeCents: Int
    package var driverId: Int64?
    package var claimedAt: LocalTime?
    package var pickedUpAt: LocalTime?
    package var deliveredAt: LocalTime?

    package init(
        orderId: Int64, streetAddress: String, locality: String?, postalCode: String, instructions: String?,
        distanceM: Int?, zone: String, zoneFeeCents: Int, driverFeeCents: Int
    ) {
        self.orderId = orderId
        self.streetAddress = streetAddress
        self.locality = locality
        self.postalCode = postalCode
        self.instructions = instructions
        self.distanceM = distanceM
        self.zone = zone
        self.zoneFeeCents = zoneFeeCents
        self.driverFeeCents = driverFeeCents
    }

    /// "12 King St W, Toronto, M5V 2T6".
    package var addressLine: String {
        [streetAddress, locality ?? "", postalCode].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    enum CodingKeys: String, CodingKey {
        case orderId = "order_id"
        case streetAddress = "street_address"
        case locality
        case postalCode = "postal_code"
        case instructions
        case distanceM = "distance_m"
        case zone
        case zoneFeeCents = "zone_fee_cents"
        case driverFeeCents = "driver_fee_cents"
        case driverId = "driver_id"
        case claimedAt = "claimed_at"
        case pickedUpAt = "picked_up_at"
        case deliveredAt = "delivered_at"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let orderId = Column(CodingKeys.orderId)
        package static let driverId = Column(CodingKeys.driverId)
        package static let claimedAt = Column(CodingKeys.claimedAt)
        package static let pickedUpAt = Column(CodingKeys.pickedUpAt)
        package static let deliveredAt = Column(CodingKeys.deliveredAt)
    }
}
