import Foundation
import Testing

/// Issue 23 item 7 and issue 24: `bistro serve` beside the documented cron `bistro process` on the same
/// book. A request is decided by the server's order core and a spool file by the cron run's, through the same
/// keys in the same book: whichever comes second is a duplicate (or a conflict), never a second order.
@Suite struct ServeBesideCronTests {
    /// An order the cron run recorded from a spool file is answered as a duplicate (or a conflict) by the
    /// server, and an order the server took is a duplicate for the cron run.
    @Test func theServerAndTheCronRunRecognizeEachOthersOrders() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }

        shop.runner.drop("cron-1.json", OrderServer.order("cron-1"))
        let cron = try Self.processWhenFree(shop)
        #expect(cron?["accepted"] as? Int == 1, "\(cron ?? [:])")
        let number = try #require(try shop.orders().first?["orderNumber"] as? String)

        let duplicate = try shop.post(OrderServer.order("cron-1"))
        #expect(duplicate.status == 200 && duplicate.json["duplicate"] as? Bool == true, "\(duplicate.body)")
        #expect(duplicate.json["orderNumber"] as? String == number)
        let token = try #require(try shop.orders().first?["receiptToken"] as? String)
        #expect(
            FileManager.default.fileExists(atPath: shop.site + "/receipts/\(token)/index.html"),
            "the receipt page of the order the cron run recorded is published when its duplicate is answered")
        let other = OrderServer.order("cron-1", items: #"[{"sku": "RC-SOUP-01", "quantity": 3}]"#)
        let conflict = try shop.post(other)
        #expect(conflict.status == 409, "\(conflict.body)")
        #expect(ServeOrdersTests.codes(conflict) == ["order_id_conflict"])

        let served = try shop.post(OrderServer.order("http-1"))
        #expect(served.status == 201, "\(served.body)")
        shop.runner.drop("http-1.json", OrderServer.order("http-1"))
        let again = try Self.processWhenFree(shop)
        #expect(again?["accepted"] as? Int == 0 && again?["duplicates"] as? Int == 1, "\(again ?? [:])")

        #expect(try shop.orders().count == 2)
        #expect(shop.runner.files("incoming").isEmpty)
        #expect(shop.runner.files("accepted").count == 2, "the cron run's two files, none of the server's")
    }

    /// `bistro process --json`, again while it finds the spool busy: the server holds the spool's lock while
    /// it delivers the messages of its last answers (100 ms after them, longer on a loaded machine), and a cron
    /// run that finds it held does nothing until its next minute, as documented.
    static func processWhenFree(_ shop: OrderServer) throws -> [String: Any]? {
        for _ in 0..<100 {
            let summary = try shop.runner.json(["process", "--json"]) as? [String: Any]
            if summary?["busy"] as? Bool != true { return summary }
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    /// A cron loop of `bistro process` beside the server while six clients post 150 orders (every sixth
    /// refused): every answer matches the book. 201 ⇔ accepted and recorded under that number; 422 ⇔
    /// refused, not in the book; never 202 (a request never waits for the spool) nor 503.
    @Test func servingBesideACronLoopAnswersEveryOrderAsTheBookRecordsIt() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let clients = 6, perClient = 25
        let answers = Answers(count: clients * perClient)
        let stop = AnswerBox()
        let cron = Thread {
            while !stop.isSet { _ = try? shop.runner.run(["process", "--quiet"]) }
        }
        cron.start()
        let group = DispatchGroup()
        for client in 0..<clients {
            group.enter()
            let thread = Thread {
                for index in (client * perClient)..<((client + 1) * perClient) {
                    answers.set(
                        index, (try? shop.post(Self.order(index))) ?? HTTPExchange(status: 0, headers: [:], body: ""))
                }
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        #expect(group.wait(timeout: .now() + 300) == .success)
        stop.set(HTTPExchange(status: 0, headers: [:], body: ""))
        while !cron.isFinished { usleep(10_000) }
        #expect(try shop.runner.run(["process", "--quiet"]).status == 0)

        let book = Dictionary(
            try shop.orders().map { ($0["orderId"] as? String ?? "?", $0["orderNumber"] as? String ?? "?") },
            uniquingKeysWith: { first, _ in first })
        let all = answers.all
        #expect(
            all.allSatisfy { [201, 422].contains($0?.status ?? 0) },
            "\(Dictionary(grouping: all, by: { $0?.status ?? 0 }).mapValues(\.count))")
        for (index, answer) in all.enumerated() {
            let id = "cron-\(index)"
            switch answer?.status {
            case 201:
                #expect(
                    book[id] != nil && book[id] == answer?.json["orderNumber"] as? String,
                    "\(id): \(answer?.body ?? "")")
            case 422:
                #expect(Self.refused(index) && book[id] == nil, "\(id): \(answer?.body ?? "")")
                if let answer { #expect(ServeOrdersTests.codes(answer) == ["unknown_sku"]) }
            default: Issue.record("\(id): \(answer?.status ?? 0) \(answer?.body ?? "")")
            }
        }
        #expect(book.count == (0..<(clients * perClient)).filter { !Self.refused($0) }.count)
        #expect(shop.runner.files("incoming").isEmpty)
    }

    private static func refused(_ index: Int) -> Bool { index % 6 == 5 }

    private static func order(_ index: Int) -> String {
        let sku = refused(index) ? "NOPE-1" : "RC-BURG-01"
        return OrderServer.order(
            "cron-\(index)", email: "guest\(index)@example.com", items: #"[{"sku": "\#(sku)", "quantity": 1}]"#)
    }
}

/// One answer awaited from another thread; `isSet` once it is there.
private final class AnswerBox: @unchecked Sendable {
    private let lock = NSCondition()
    private var value: HTTPExchange?

    func set(_ answer: HTTPExchange) {
        lock.withLock {
            value = answer
            lock.broadcast()
        }
    }

    var isSet: Bool { lock.withLock { value != nil } }

    func wait(seconds: Double) -> HTTPExchange? {
        let deadline = Date().addingTimeInterval(seconds)
        return lock.withLock {
            while value == nil, lock.wait(until: deadline) {}
            return value
        }
    }
}

/// Answers collected from many threads, by index.
private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [HTTPExchange?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ answer: HTTPExchange) { lock.withLock { slots[index] = answer } }
    var all: [HTTPExchange?] { lock.withLock { slots } }
}
