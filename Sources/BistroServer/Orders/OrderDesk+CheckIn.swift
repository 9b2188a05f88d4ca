import BistroCore
import BistroJSON
import BistroOrderBook
import BistroOrders
import Foundation

extension OrderDesk {
    /// What became of a check-in posted with a receipt token.
    enum CheckInResult: Sendable {
        case unknownToken
        /// The check-in file was handled: the order's pickup state after it.
        case handled(outcome: String, distanceMeters: Int?, order: PickupOrder?)
        case other(IntakeResult)
    }

    /// The customer at (`latitude`, `longitude`) checks in for the order of receipt `token`. The position
    /// becomes the distance to the restaurant here, in memory, and is never written anywhere: the check-in
    /// file handed to the spool is `{"checkIn": {"orderNumber", "email", "distanceMeters"}}`, handled like
    /// one a customer could have sent (docs/pickup.md); once handled, it leaves `accepted/` too.
    func checkIn(token: String, latitude: Double, longitude: Double) async -> CheckInResult {
        let order: PickupOrder?
        do {
            order = try setup.store.pickupOrder(receiptToken: token)
        } catch {
            return .other(.failed(error.message))
        }
        guard let order else { return .unknownToken }
        let place = CheckInPlace.position(GeoPoint(latitude: latitude, longitude: longitude))
        // Without a restaurant location any check-in is near: the distance written is then not read.
        let meters = place.meters(to: setup.content.restaurant.location) ?? 0
        let file = JSONValue.object([
            (
                "checkIn",
                .object([
                    ("orderNumber", .string(order.orderNumber)), ("email", .string(order.customerEmail)),
                    ("distanceMeters", .int(meters)),
                ])
            )
        ])
        let name = MaildirName.make()
        let result = await deliver(Array(file.rendered().utf8), named: name)
        unlink(setup.spool.root + "/accepted/" + name)
        guard case .checkedIn(_, let outcome, let distance) = result else { return .other(result) }
        return .handled(
            outcome: outcome, distanceMeters: distance, order: try? setup.store.pickupOrder(receiptToken: token))
    }

    var pickupRadiusMeters: Int { setup.content.restaurant.pickup.radiusMeters }
    var timeZone: TimeZone { TimeZone(identifier: setup.content.restaurant.timeZone) ?? TimeZone(identifier: "UTC")! }
}
