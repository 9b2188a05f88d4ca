import BistroCore
import BistroOrderBook
import BistroSite

extension OrderService {
    /// The dashboard of the active driver whose token this is, from the book as it is now (one read); nil for
    /// any other token.
    func driverPage(token: String) throws -> String? {
        guard let board = try setup.store.driverBoard(token: token, now: setup.now()) else { return nil }
        return try setup.publisher.driverDashboard(board, earningsHTML: "")
    }
}
