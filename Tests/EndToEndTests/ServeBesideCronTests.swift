import Foundation
import Testing

/// Issue 23 item 7: `bistro serve` beside the documented cron `bistro process` on the same spool and book.
/// When the cron run takes an order's file before the server's pass, the server answers what the book
/// recorded (201, 200, 409, 422), never 503 for a recorded order.
@Suite struct ServeBesideCronTests {
    /// The cron run is made to take each file exactly between its delivery and the server's pass
    /// (`BISTRO_TEST_HOLD_BEFORE_PASS`): accepted, rejected, a duplicate and a conflict are each answered
    /// as the cron run recorded them, the accepted one with its receipt page on disk.
    @Test func anOrderTheCronRunTookFirstIsAnsweredAsTheBookRecordedIt() throws {
        let runner = try OrderBookRunner()
        let hold = runner.root + "/hold"
        let shop = try OrderServer(runner: runner, environment: ["BISTRO_TEST_HOLD_BEFORE_PASS": hold])
        defer { shop.server.stop() }

        let accepted = try postWhileTheCronTakesIt(OrderServer.order("cron-1"), shop: shop, hold: hold)
        #expect(accepted.status == 201, "\(accepted.body)")
        let number = try #require(accepted.json["orderNumber"] as? String)
        #expect(try shop.orders().map { $0["orderNumber"] as? String } == [number])
        let receiptURL = try #require(accepted.json["receiptURL"] as? String)
        #expect(
            FileManager.default.fileExists(atPath: shop.site + receiptURL + "index.html"),
            "the receipt page exists when answered")

        let unknown = OrderServer.order("cron-2", items: #"[{"sku": "NOPE-1", "quantity": 1}]"#)
        let rejected = try postWhileTheCronTakesIt(unknown, shop: shop, hold: hold)
        #expect(rejected.status == 422, "\(rejected.body)")
        #expect(ServeOrdersTests.codes(rejected) == ["unknown_sku"])

        let duplicate = try postWhileTheCronTakesIt(OrderServer.order("cron-1"), shop: shop, hold: hold)
        #expect(duplicate.status == 200 && duplicate.json["duplicate"] as? Bool == true, "\(duplicate.body)")
        #expect(duplicate.json["orderNumber"] as? String == number)

        let other = OrderServer.order("cron-1", items: #"[{"sku": "RC-SOUP-01", "quantity": 3}]"#)
        let conflict = try postWhileTheCronTakesIt(other, shop: shop, hold: hold)
        #expect(conflict.status == 409, "\(conflict.body)")
        #expect(ServeOrdersTests.codes(conflict) == ["order_id_conflict"])

        #expect(try shop.orders().count == 1)
        #expect(shop.runner.files("incoming").isEmpty)
    }

    /// Posts `body` while the server's pass is held, runs the cron `bistro process` (which must take the
    /// file), then lets the pass go on; returns the server's answer.
    private func postWhileTheCronTakesIt(_ body: String, shop: OrderServer, hold: String) throws -> HTTPExchange {
        #expect(FileManager.default.createFile(atPath: hold, contents: nil))
        let answer = AnswerBox()
        let thread = Thread {
            answer.set((try? shop.post(body)) ?? HTTPExchange(status: 0, headers: [:], body: ""))
        }
        thread.start()
        let deadline = Date().addingTimeInterval(60)
        while !FileManager.default.fileExists(atPath: hold + ".held"), Date() < deadline { usleep(10_000) }
        try FileManager.default.removeItem(atPath: hold + ".held")
        let cron = try shop.runner.json(["process", "--json"]) as? [String: Any]
        #expect(
            (cron?["accepted"] as? Int ?? 0) + (cron?["rejected"] as? Int ?? 0) + (cron?["duplicates"] as? Int ?? 0)
                == 1,
            "the cron run took the file: \(cron ?? [:])")
        try FileManager.default.removeItem(atPath: hold)
        return try #require(answer.wait(seconds: 60), "no answer")
    }

    /// A cron loop of `bistro process` beside the server while six clients post 150 orders (every sixth
    /// refused): every answer matches the book. 201 ⇔ accepted and recorded under that number; 422 ⇔
    /// refused, not in the book; 202 only while a run held the spool lock, and the order is then taken
    /// by a later run; never 503.
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
            all.allSatisfy { [201, 202, 422].contains($0?.status ?? 0) },
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
            case 202: #expect(Self.refused(index) == (book[id] == nil), "\(id) was queued and then taken")
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
