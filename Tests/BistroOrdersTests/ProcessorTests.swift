import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// A temporary spool and database, removed afterwards.
final class Workspace {
    let root: String
    let spool: SpoolDirectory
    let store: OrderStore

    /// `prepareDatabase` may make the database file first (a book from an earlier version).
    init(prepareDatabase: ((String) throws -> Void)? = nil) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        spool = SpoolDirectory(root: root + "/spool")
        try spool.prepare()
        try prepareDatabase?(root + "/orders.sqlite")
        store = try OrderStore(path: root + "/orders.sqlite")
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func drop(_ name: String, _ text: String) {
        _ = FileManager.default.createFile(atPath: spool.path(.incoming, name), contents: Data(text.utf8))
    }

    func run(batchSize: Int = 500, batchBytes: Int = 32 << 20, now: Timestamp = Demo.now) async throws
        -> ProcessingSummary
    {
        var processor = OrderProcessor(spool: spool, store: store, context: Demo.context(now: now))
        processor.batchSize = batchSize
        processor.batchBytes = batchBytes
        guard case .completed(let summary) = try await processor.run() else { throw SpoolError("busy") }
        return summary
    }

    func files(_ folder: SpoolDirectory.Folder) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: spool.path(folder))) ?? []).sorted()
    }

    func count(_ sql: String) throws -> Int { try store.read { try Int.fetchOne($0, sql: sql) ?? 0 } }
}

@Suite struct ProcessorTests {
    @Test func acceptsRejectsAndMovesFiles() async throws {
        let w = try Workspace()
        w.drop("a.json", order(orderId: "a"))
        w.drop("b.json", order(items: "[]"))
        w.drop(".hidden.json", order())
        w.drop("partial.tmp", order())
        let summary = try await w.run()
        #expect(summary.accepted == 1)
        #expect(summary.rejected == 1)
        #expect(w.files(.incoming) == [".hidden.json", "partial.tmp"])
        #expect(w.files(.accepted) == ["a.json"])
        #expect(w.files(.rejected) == ["b.json", "b.json.error.json"])
        let sidecar = try String(contentsOfFile: w.spool.path(.rejected, "b.json.error.json"), encoding: .utf8)
        #expect(sidecar.contains(#""code":"no_items""#))
        #expect(try w.count("SELECT count(*) FROM orders") == 1)
        #expect(try w.count("SELECT count(*) FROM rejection_reasons WHERE code = 'no_items'") == 1)
        #expect(try w.count("SELECT count(*) FROM status_history WHERE status = 'received'") == 1)
    }

    @Test func stockAndCouponsCountEarlierOrdersInTheSameBatch() async throws {
        let w = try Workspace()
        for i in 1...3 {
            w.drop("s\(i).json", order(orderId: "s\(i)", items: #"[{"sku": "RC-CLAS-02", "quantity": 2}]"#))
        }
        for i in 1...2 { w.drop("w\(i).json", order(orderId: "w\(i)", extra: #""coupon": "WELCOME10""#)) }
        let summary = try await w.run()
        #expect(summary.accepted == 3)
        #expect(summary.rejectionsByCode == ["insufficient_stock": 1, "coupon_already_used": 1])
        #expect(try w.count("SELECT quantity FROM stock WHERE sku = 'RC-CLAS-02'") == 1)
        #expect(try w.count("SELECT count(*) FROM coupon_redemptions WHERE code = 'WELCOME10'") == 1)
    }

    @Test func stockCarriesAcrossBatchesAndRuns() async throws {
        let w = try Workspace()
        for i in 1...7 {
            w.drop("s\(i).json", order(orderId: "s\(i)", items: #"[{"sku": "RC-CLAS-02", "quantity": 1}]"#))
        }
        let summary = try await w.run(batchSize: 2)
        #expect(summary.accepted == 5)
        #expect(summary.rejected == 2)
        #expect(try w.count("SELECT quantity FROM stock WHERE sku = 'RC-CLAS-02'") == 0)
        #expect(try w.count("SELECT max(day_sequence) FROM orders") == 5)
    }

    @Test func aByteBudgetSplitsBatchesWithoutLosingFiles() async throws {
        let w = try Workspace()
        for i in 1...250 {
            w.drop(
                String(format: "%03d.json", i),
                order(orderId: "b\(i)", items: #"[{"sku": "RC-VEG-04", "quantity": 1}]"#))
        }
        let summary = try await w.run(batchSize: 40, batchBytes: 1000)
        #expect(summary.accepted == 12)  // stock 12
        #expect(summary.rejected == 238)
        #expect(w.files(.incoming).isEmpty)
        #expect(try w.count("SELECT quantity FROM stock WHERE sku = 'RC-VEG-04'") == 0)
        #expect(try w.count("SELECT count(*) FROM orders") == 12)
    }

    @Test func duplicatesHaveNoSecondEffect() async throws {
        let w = try Workspace()
        w.drop("1.json", order(orderId: "same", items: #"[{"sku": "RC-CLAS-02", "quantity": 1}]"#))
        w.drop("2.json", order(orderId: "same", items: #"[{"sku": "RC-CLAS-02", "quantity": 1}]"#))
        w.drop("3.json", order())
        w.drop("4.json", order())  // no orderId: same bytes, same key
        var summary = try await w.run()
        #expect(summary.accepted == 2)
        #expect(summary.duplicates == 2)
        // Re-sent with the keys in another order and other spacing: the same order.
        w.drop("5.json", order(orderId: "same", items: #"[ {"quantity": 1, "sku": "rc-clas-02 "} ]"#))
        // The same orderId from the same customer with other items: refused, not swallowed.
        w.drop("6.json", order(orderId: "same"))
        summary = try await w.run()
        #expect(summary.duplicates == 1)
        #expect(summary.rejectionsByCode == ["order_id_conflict": 1])
        #expect(try w.count("SELECT count(*) FROM orders") == 2)
        #expect(try w.count("SELECT quantity FROM stock WHERE sku = 'RC-CLAS-02'") == 4)
        #expect(w.files(.accepted).count == 5)
        #expect(w.files(.rejected) == ["6.json", "6.json.error.json"])
    }

    @Test func aFileRejectedInACommittedBatchIsNotRecordedTwice() async throws {
        let w = try Workspace()
        w.drop("r.json", order(orderId: "r", items: #"[{"sku": "RC-CLAS-02", "quantity": 9}]"#))
        _ = try await w.run()
        // As if the process died after the commit, before the move: the file is back in incoming/.
        try FileManager.default.moveItem(
            atPath: w.spool.path(.rejected, "r.json"), toPath: w.spool.path(.incoming, "r.json"))
        try FileManager.default.removeItem(atPath: w.spool.path(.rejected, "r.json.error.json"))
        // would now be accepted if re-validated
        try w.store.setStock(
            sku: "RC-CLAS-02", quantity: 50, contentQuantity: nil, at: LocalTime(iso8601: "2026-11-22T12:00:00-05:00")!)
        let summary = try await w.run()
        #expect(summary.rejected == 1)
        #expect(try w.count("SELECT count(*) FROM rejections") == 1)
        #expect(try w.count("SELECT count(*) FROM orders") == 0)
        #expect(w.files(.rejected) == ["r.json", "r.json.error.json"])
    }

    @Test func interruptedMoveIsFinished() async throws {
        let w = try Workspace()
        w.drop("m.json", order(orderId: "m"))
        _ = try await w.run()
        // As if killed between link() and unlink(): the file is in both folders.
        try FileManager.default.linkItem(
            atPath: w.spool.path(.accepted, "m.json"), toPath: w.spool.path(.incoming, "m.json"))
        let summary = try await w.run()
        #expect(summary.duplicates == 1)
        #expect(w.files(.accepted) == ["m.json"])
        #expect(w.files(.incoming).isEmpty)
    }

    @Test func nameCollisionsNeverOverwrite() async throws {
        let w = try Workspace()
        w.drop("order.json", order(orderId: "one"))
        _ = try await w.run()
        w.drop("order.json", order(orderId: "two"))
        _ = try await w.run()
        #expect(w.files(.accepted) == ["order.json", "order.json.2"])
    }

    @Test func tooLargeAndSpecialFilesAreRejectedUnread() async throws {
        let w = try Workspace()
        let big = "{\"note\": \"" + String(repeating: "x", count: (1 << 20) + 10) + "\"}"
        w.drop("big.json", big)
        let secret = w.root + "/secret.txt"
        _ = FileManager.default.createFile(atPath: secret, contents: Data("top secret".utf8))
        try FileManager.default.createSymbolicLink(
            atPath: w.spool.path(.incoming, "link.json"), withDestinationPath: secret)
        mkfifo(w.spool.path(.incoming, "fifo.json"), 0o600)
        let summary = try await w.run()
        #expect(summary.rejectionsByCode == ["file_too_large": 1, "not_regular_file": 2])
        #expect(try String(contentsOfFile: secret, encoding: .utf8) == "top secret")
        let sidecar = try String(contentsOfFile: w.spool.path(.rejected, "link.json.error.json"), encoding: .utf8)
        #expect(!sidecar.contains("top secret"))
        #expect(w.files(.incoming).isEmpty)
    }

    @Test func secondRunIsBusyWhileTheLockIsHeld() async throws {
        let w = try Workspace()
        let lock = try #require(try SpoolLock.acquire(spool: w.spool))
        let processor = OrderProcessor(spool: w.spool, store: w.store, context: Demo.context())
        guard case .busy = try await processor.run() else { Issue.record("expected busy"); return }
        withExtendedLifetime(lock) {}
    }

    @Test func orderNumbersAndReceipts() async throws {
        let w = try Workspace()
        w.drop(
            "a.json",
            order(
                orderId: "web-1", customer: #"{"name": "<b>Eve</b> & co", "email": "EVE@Example.com"}"#,
                extra: #""coupon": "welcome10", "tip": {"percent": 15}, "note": "ring twice\r\nthen\nwait""#))
        _ = try await w.run()
        let stored = try #require(try w.store.order(reference: "web-1"))
        #expect(stored.orderNumber == "RC-20261122-0001")
        #expect(stored.customerEmail == "eve@example.com")
        #expect(stored.receiptToken.count == 32)
        #expect(try w.store.order(reference: "rc-20261122-0001")?.id == stored.id)
        #expect(try w.store.order(reference: stored.receiptToken)?.id == stored.id)
        let renderer = ReceiptRenderer(localeIdentifier: "en_CA", currency: stored.currency)
        #expect(renderer.text(stored).contains("HST 13%"))
        #expect(renderer.text(stored).contains("Discount (WELCOME10)"))
        #expect(renderer.text(stored).contains("Tip (15%)"))
        // Every kind of line break in a note becomes a space: the note stays one receipt line.
        #expect(renderer.text(stored).contains("Note: ring twice then wait\n"))
        #expect(try w.store.orders(customerEmail: " Eve@example.com ").count == 1)
    }
}
