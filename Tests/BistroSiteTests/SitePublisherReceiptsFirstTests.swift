import Foundation
import Synchronization
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroSite

extension SitePublisherTests {
    /// `bistro serve` answers a batch once its receipts are written: `afterReceipts` runs once, when the new
    /// order's receipt page is on disk and its customer's history not yet; the same publish then writes it.
    @Test func theReceiptsAreWrittenBeforeTheHistories() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        try publisher.publish(now: Restaurant.noon)
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        let (receipt, history) = try restaurant.store.read { db in
            (
                try String.fetchOne(db, sql: "SELECT receipt_token FROM orders") ?? "",
                try String.fetchOne(db, sql: "SELECT history_token FROM customers") ?? ""
            )
        }
        let site = restaurant.site.path
        let seen = Mutex<[(receipt: Bool, history: Bool)]>([])
        try publisher.publishOrderPages(now: Restaurant.noon) {
            let exists = { FileManager.default.fileExists(atPath: site + "/" + $0 + "index.html") }
            seen.withLock {
                $0.append(
                    (exists(OrderPageLinks.receipt(token: receipt)), exists(OrderPageLinks.history(token: history))))
            }
        }
        #expect(seen.withLock { $0.map { [$0.receipt, $0.history] } } == [[true, false]])
        #expect(restaurant.page(OrderPageLinks.history(token: history) + "index.html").contains("RC-"))
        // Nothing new: no order page is written, and nothing is announced.
        let announced = Mutex(0)
        try publisher.publishOrderPages(now: Restaurant.noon) { announced.withLock { $0 += 1 } }
        #expect(announced.withLock { $0 } == 0)
    }
}
