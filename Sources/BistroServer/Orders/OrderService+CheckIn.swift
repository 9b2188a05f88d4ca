import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

extension OrderService {
    /// What became of a check-in posted with a receipt token.
    enum CheckInResult: Sendable {
        case unknownToken
        /// The check-in was decided: started, too far or already started, with the order's pickup state
        /// after it.
        case handled(CheckInRecord.Outcome, distanceMeters: Int?, order: PickupOrder?)
        case refused([Rejection])
        case failed(OrderStoreError)
    }

    /// The customer at (`latitude`, `longitude`) checks in for the order of receipt `token`. The position
    /// becomes the distance to the restaurant here, in memory, and is never written anywhere: the order core
    /// gets a check-in of that order number and email with the distance only (docs/pickup.md).
    func checkIn(token: String, latitude: Double, longitude: Double) async -> CheckInResult {
        let order: PickupOrder?
        do {
            order = try setup.store.pickupOrder(receiptToken: token)
        } catch {
            return .failed(error)
        }
        guard let order else { return .unknownToken }
        let place = CheckInPlace.position(GeoPoint(latitude: latitude, longitude: longitude))
        // Without a restaurant location any check-in is near: the distance given is then not read.
        let meters = place.meters(to: content.restaurant.location) ?? 0
        let command = OrderCommand.checkIn(
            orderNumber: order.orderNumber, email: order.customerEmail, distanceMeters: meters)
        switch await submit(command) {
        case .success(.checkedIn(_, let outcome, let distance)):
            return .handled(outcome, distanceMeters: distance, order: try? setup.store.pickupOrder(receiptToken: token))
        case .success(.rejected(let reasons)):
            return .refused(reasons)
        case .success(let other):
            return .failed(OrderStoreError("the check-in was not decided (\(other))"))
        case .failure(let error):
            return .failed(error)
        }
    }

    var pickupRadiusMeters: Int { content.restaurant.pickup.radiusMeters }
    var timeZone: TimeZone { TimeZone(identifier: content.restaurant.timeZone) ?? TimeZone(identifier: "UTC")! }
}
