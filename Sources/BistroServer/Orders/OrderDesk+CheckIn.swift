import BistroCore
import BistroJSON
import BistroOrderBook
import Foundation

extension OrderDesk {
    /// What became of a check-in posted with a receipt token.
    enum CheckInResult: Sendable {
        case unknownToken
        /// The check-in file was handled: the order's pickup state after it.
        case handled(outcome: String, distanceMeters: Int?, order: PickupOrder?)
        case other(IntakeResult)
    }

    /// The customer at (`latitude`, `longitude`) checks in for the order of receipt `token`: written as
    /// the check-in file `{"checkIn": {"orderNumber", "email", "latitude", "longitude"}}` a customer could
    /// have sent, and handled like one.
    func checkIn(token: String, latitude: Double, longitude: Double) async -> CheckInResult {
        let order: PickupOrder?
        do {
            order = try setup.store.pickupOrder(receiptToken: token)
        } catch {
            return .other(.failed(error.message))
        }
        guard let order else { return .unknownToken }
        let file = JSONValue.object([("checkIn", .object([
            ("orderNumber", .string(order.orderNumber)), ("email", .string(order.customerEmail)),
            ("latitude", .double(latitude)), ("longitude", .double(longitude)),
        ]))])
        let result = await deliver(Array(file.rendered().utf8))
        guard case .checkedIn(_, let outcome, let distance) = result else { return .other(result) }
        return .handled(outcome: outcome, distanceMeters: distance, order: try? setup.store.pickupOrder(receiptToken: token))
    }

    var pickupRadiusMeters: Int { setup.content.restaurant.pickup.radiusMeters }
    var timeZone: TimeZone { TimeZone(identifier: setup.content.restaurant.timeZone) ?? TimeZone(identifier: "UTC")! }
}
