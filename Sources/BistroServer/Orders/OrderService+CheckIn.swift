import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

extension OrderService {
    /// What became of a check-in posted with a receipt token.
    enum CheckInResult: Sendable {
        case unknownToken
        /// The check-in was decided: started, too far or already started, with the distance and the time the
        /// order will be ready.
        case handled(CheckInRecord.Outcome, distanceMeters: Int?, readyAt: LocalTime?)
        case refused([Rejection])
        case failed(OrderStoreError)
    }

    /// The customer at (`latitude`, `longitude`) checks in for the order of receipt `token`. The position
    /// becomes the distance to the restaurant here, in memory, and is never written anywhere: the order core
    /// gets a check-in by that token with the distance only (docs/pickup.md), found and decided in one
    /// transaction.
    func checkIn(token: String, latitude: Double, longitude: Double) async -> CheckInResult {
        let place = CheckInPlace.position(GeoPoint(latitude: latitude, longitude: longitude))
        // Without a restaurant location any check-in is near: the distance given is then not read.
        let meters = place.meters(to: content.restaurant.location) ?? 0
        switch await submit(OrderCommand.checkIn(receiptToken: token, distanceMeters: meters)) {
        case .success(.checkedIn(_, let outcome, let distance, let readyAt)):
            return .handled(outcome, distanceMeters: distance, readyAt: readyAt)
        case .success(.rejected(let reasons)) where reasons.map(\.code) == [.checkInUnknownOrder]:
            return .unknownToken
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
