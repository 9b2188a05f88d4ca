import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `bistro serve --spool --db`: orders and check-ins over HTTP, end to end with the built binary, a real
/// spool, order book and site folder.
@Suite struct ServeOrdersTests {
    @Test func anAcceptedOrderHasItsReceiptPageOnDiskAndARetryIsADuplicate() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let body = OrderServer.order("web-1")
        let first = try shop.post(body)
        #expect(first.status == 201, "\(first.body)")
        #expect(first.json["status"] as? String == "accepted")
        let number = try #require(first.json["orderNumber"] as? String)
        let receiptURL = try #require(first.json["receiptURL"] as? String)
        #expect(receiptURL.hasPrefix("/receipts/") && receiptURL.hasSuffix("/"))
        #expect(
            FileManager.default.fileExists(atPath: shop.site + receiptURL + "index.html"),
            "the receipt page exists when the answer is sent")
        let page = try shop.get(receiptURL)
        #expect(page.status == 200 && page.body.contains(number))
        #expect(page.headers["cache-control"] == "no-store")
        #expect(page.headers["x-robots-tag"] == "noindex")

        let retry = try shop.post(body)
        #expect(retry.status == 200, "\(retry.body)")
        #expect(retry.json["duplicate"] as? Bool == true)
        #expect(retry.json["orderNumber"] as? String == number)
        #expect(retry.json["receiptURL"] == nil, "a chosen orderId's duplicate names no receipt (issue 23 item 1)")
        #expect(try shop.orders().count == 1)
        #expect(
            shop.runner.files("accepted").isEmpty, "a request writes no spool file: the commit is the durable point")
        #expect(shop.runner.files("incoming").isEmpty)

        let conflict = try shop.post(OrderServer.order("web-1", items: #"[{"sku": "RC-SOUP-01", "quantity": 3}]"#))
        #expect(conflict.status == 409, "\(conflict.body)")
        #expect(Self.codes(conflict) == ["order_id_conflict"])
        #expect(shop.server.stop() == 0, "SIGTERM stops the server cleanly")
    }

    /// The menu's stock follows the orders a moment after their answers (one catalogue publish for the
    /// orders of that moment), and a server stopped right after an answer publishes it before it exits.
    @Test func theMenusStockFollowsTheOrdersAndIsPublishedOnStop() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let shortRib = "/menu/classic-dishes/rc-clas-02/"
        #expect(try shop.get(shortRib).body.contains("Only 5 left"))
        let items = #"[{"sku": "RC-CLAS-02", "quantity": 1}]"#
        #expect(try shop.post(OrderServer.order("rib-1", items: items)).status == 201)
        // One publish writes both pages, each renamed into place on its own: the item page may land first.
        func shown() throws -> Bool {
            try shop.get(shortRib).body.contains("Only 4 left") && shop.get("/menu/").body.contains("Only 4 left")
        }
        let deadline = Date().addingTimeInterval(20)
        while !(try shown()) && Date() < deadline { usleep(50_000) }
        #expect(try shop.get(shortRib).body.contains("Only 4 left"), "the item page shows the stock after the order")
        #expect(try shop.get("/menu/").body.contains("Only 4 left"))

        #expect(try shop.post(OrderServer.order("rib-2", items: items)).status == 201)
        #expect(shop.server.stop() == 0)
        let page = try String(contentsOfFile: shop.site + shortRib + "index.html", encoding: .utf8)
        #expect(page.contains("Only 3 left"), "stopping publishes the catalogue the last order left behind")
    }

    /// Issue 23 item 4: the order page re-sends its cart's orderId after a lost answer. A retry with other
    /// options (large, avocado, extra haddock instead of regular) is `order_id_conflict` naming the first
    /// order by its number, never a duplicate; the book keeps the regular wrap at $15.25. The same choices
    /// in another spelling (a one-element list, another order) are the same order.
    @Test func aRetriedOrderIdWithOtherOptionsIsAConflictNamingTheFirstOrder() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        func wrap(_ options: String) -> String {
            OrderServer.order("web-wrap", items: #"[{"sku": "RC-BURG-04", "quantity": 1, "options": \#(options)}]"#)
        }
        let first = try shop.post(wrap(#"{"size": "regular"}"#))
        #expect(first.status == 201, "\(first.body)")
        let number = try #require(first.json["orderNumber"] as? String)
        let token = try #require((first.json["receiptURL"] as? String)?.split(separator: "/").last.map(String.init))

        let changed = try shop.post(wrap(#"{"size": "large", "extras": ["avocado", "extra-fish"]}"#))
        #expect(changed.status == 409, "\(changed.body)")
        #expect(Self.codes(changed) == ["order_id_conflict"])
        #expect(changed.body.contains(number), "the conflict names the first order: \(changed.body)")
        #expect(!changed.body.contains(token), "never the first order's receipt token")
        #expect(changed.json["duplicate"] == nil)

        let respelled = try shop.post(wrap(#"{"extras": [], "size": ["regular"]}"#))
        #expect(respelled.status == 200 && respelled.json["duplicate"] as? Bool == true, "\(respelled.body)")
        let orders = try shop.orders()
        #expect(orders.count == 1)
        #expect(
            orders.first?["total"] as? String == "15.25" || orders.first?["subtotal"] as? String == "15.25", "\(orders)"
        )
    }

    @Test func aRejectedOrderAnswersEveryReasonWithItsFieldAndARetryTheSame() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let body = OrderServer.order(
            "web-2", items: #"[{"sku": "RC-BURG-01", "quantity": 1}, {"sku": "NOPE-1", "quantity": 1}]"#,
            extra: #", "coupon": "EXPIRED5""#)
        let answer = try shop.post(body)
        #expect(answer.status == 422, "\(answer.body)")
        #expect(answer.json["status"] as? String == "rejected")
        let reasons = try #require(answer.json["rejections"] as? [[String: Any]])
        let fields = Dictionary(
            reasons.map { ($0["code"] as? String ?? "", $0["field"] as? String ?? "") }, uniquingKeysWith: { a, _ in a }
        )
        #expect(fields["unknown_sku"] == "items[1].sku")
        #expect(fields["coupon_expired"] == "coupon")
        #expect(reasons.allSatisfy { !($0["message"] as? String ?? "").isEmpty })
        let retry = try shop.post(body)
        #expect(retry.status == 422)
        #expect(Self.codes(retry) == Self.codes(answer))
        #expect(shop.runner.files("rejected").isEmpty)
        #expect(
            try BookQuery.integer(shop.runner.db, "SELECT count(*) FROM rejections") == 1,
            "a retry is answered from the book")
        #expect(try shop.orders().isEmpty)
    }

    /// Issue 24: a request never waits for the spool. While another run holds the spool lock, an order is
    /// recorded and answered at once (it used to be answered 202 and left in incoming/ for a later run).
    @Test func aBusySpoolDoesNotDelayAnOrder() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let lock = open(shop.runner.spool + "/.lock", O_RDWR | O_CREAT, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        let answer = try shop.post(OrderServer.order("web-3"))
        #expect(answer.status == 201, "\(answer.body)")
        #expect(answer.json["orderNumber"] is String)
        #expect(shop.runner.files("incoming").isEmpty)
        #expect(try shop.orders().count == 1)
    }

    @Test func limitsOriginsMethodsAndListings() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let large = try shop.post(String(repeating: " ", count: 70 * 1024) + OrderServer.order("big"))
        #expect(large.status == 413)
        #expect(large.json["code"] as? String == "body_too_large")
        let text = try shop.post(OrderServer.order("t"), contentType: "text/plain")
        #expect(text.status == 415)
        let foreign = try shop.post(OrderServer.order("o"), headers: ["Origin": "https://evil.example"])
        #expect(foreign.status == 403)
        #expect(foreign.json["code"] as? String == "origin_refused")
        let site = try shop.post(OrderServer.order("o2"), headers: ["Origin": "https://royalcafe.example"])
        #expect(site.status == 201, "\(site.body)")
        let own = try shop.post(OrderServer.order("o3"), headers: ["Origin": "http://127.0.0.1:\(shop.port)"])
        #expect(own.status == 201, "\(own.body)")
        let get = try shop.get("/api/orders")
        #expect(get.status == 405)
        #expect(get.headers["allow"] == "POST")
        for folder in ["/receipts/", "/orders/"] {
            let listing = try shop.get(folder)
            #expect(listing.status == 200 || listing.status == 404)
            let token = try #require((site.json["receiptURL"] as? String)?.split(separator: "/").last.map(String.init))
            #expect(!listing.body.contains(token), "\(folder) lists no receipt")
        }
        #expect(try shop.orders().count == 2)
    }

    @Test func theRateLimitKeysOnTheTrustedProxysForwardedAddress() throws {
        // One request a minute: a second within the minute is refused, however slow the machine.
        let shop = try OrderServer(extra: ["--rate-limit", "1", "--trusted-proxy", "127.0.0.1"])
        defer { shop.server.stop() }
        let alice = ["X-Forwarded-For": "203.0.113.7"], bob = ["X-Forwarded-For": "198.51.100.9"]
        // Bodies of the wrong type: refused after the rate limit, without processing anything.
        #expect(try shop.post("x", headers: alice, contentType: "text/plain").status == 415)
        let limited = try shop.post("x", headers: alice, contentType: "text/plain")
        #expect(limited.status == 429)
        #expect(Int(limited.headers["retry-after"] ?? "") ?? 0 >= 1)
        #expect(limited.json["code"] as? String == "rate_limited")
        #expect(
            try shop.post("x", headers: bob, contentType: "text/plain").status == 415,
            "another customer behind the same proxy")
        #expect(
            try shop.post("x", headers: ["X-Forwarded-For": "203.0.113.7, 198.51.100.9"], contentType: "text/plain")
                .status == 429,
            "Bob again: what the client wrote left of the proxy's entry is not believed")
    }

    @Test func twoHundredConcurrentOrdersAreNeitherLostNorDoubled() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let count = 200
        let answers = Answers(count: count)
        // Two hundred clients at once, each on a thread of its own; ten orders are sent twice.
        let group = DispatchGroup()
        for index in 0..<count {
            group.enter()
            let thread = Thread {
                let body = OrderServer.order("load-\(index % 190)", email: "guest\(index % 190)@example.com")
                answers.set(index, (try? shop.post(body)) ?? HTTPExchange(status: 0, headers: [:], body: ""))
                group.leave()
            }
            thread.stackSize = 1 << 20
            thread.start()
        }
        #expect(group.wait(timeout: .now() + 300) == .success)
        let all = answers.values
        #expect(
            all.filter { $0.status == 201 }.count == 190,
            "\(Dictionary(grouping: all, by: \.status).mapValues(\.count))")
        #expect(all.filter { $0.status == 200 && $0.json["duplicate"] as? Bool == true }.count == 10)
        let numbers = Set(all.compactMap { $0.json["orderNumber"] as? String })
        #expect(numbers.count == 190)
        let orders = try shop.orders()
        #expect(orders.count == 190)
        #expect(Set(orders.compactMap { $0["orderNumber"] as? String }) == numbers)
        #expect(shop.runner.files("accepted").isEmpty)
        #expect(shop.runner.files("incoming").isEmpty)
        for answer in all where answer.status == 201 {
            let url = answer.json["receiptURL"] as? String ?? "?"
            #expect(FileManager.default.fileExists(atPath: shop.site + url + "index.html"))
        }
    }

    /// The server keeps the book open and publishes from it after every pass; other processes must still
    /// see its orders and write beside it (a header read that dropped SQLite's locks once let `bistro
    /// status` recover the WAL under the server: orders vanished, then "database disk image is malformed").
    @Test func otherProcessesShareTheBookWithTheServer() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        var numbers: [String] = []
        for index in 0..<3 {
            let answer = try shop.post(OrderServer.order("shared-\(index)"))
            #expect(answer.status == 201, "\(answer.body)")
            numbers.append(answer.json["orderNumber"] as? String ?? "?")
            let status = try shop.runner.run(["status", numbers[index], "cancelled", "--quiet"])
            #expect(status.status == 0, "\(status.stderr)")
        }
        let after = try shop.post(OrderServer.order("shared-after"))
        #expect(after.status == 201, "\(after.body)")
        let orders = try shop.orders()
        #expect(orders.count == 4)
        #expect(orders.filter { $0["status"] as? String == "cancelled" }.count == 3)
        #expect(MailTransportWarningLine.removed(from: shop.server.stderr).isEmpty, "\(shop.server.stderr)")
    }

    /// Messages go out after the answers: an order is answered while the sendmail delivering its message
    /// still hangs (allowed 10 minutes); once that sendmail is gone, the next order is taken as usual. On
    /// SIGTERM the server waits for the sendmail of the second order's message, and exits once it is gone,
    /// with the failed attempt recorded.
    @Test func anOrderIsAnsweredBeforeItsMessageIsDelivered() throws {
        let rig = try MailRig(sendmail: "hanging-sendmail", notify: ["sendmailTimeoutSeconds": 600])
        let shop = try OrderServer(runner: rig.bistro, environment: rig.environment)
        defer { shop.server.stop() }
        let first = try shop.post(OrderServer.order("mail-1"))
        #expect(first.status == 201, "\(first.body)")
        #expect(MailRig.waitFor(rig.fakeSendmailFolder + "/started"), "the received message is being delivered")
        #expect(
            !FileManager.default.fileExists(atPath: rig.fakeSendmailFolder + "/finished"),
            "answered before the delivery ended")
        let group = try rig.fakeSendmailGroup()
        kill(-group, SIGKILL)
        #expect(MailRig.processGroupEnds(group))
        let second = try shop.post(OrderServer.order("mail-2"))
        #expect(second.status == 201, "\(second.body)")
        #expect(try shop.orders().count == 2)
        // The second order's sendmail hangs too.
        let again = try #require(rig.nextFakeSendmailGroup(after: group), "the second message's sendmail never started")
        kill(shop.server.process.processIdentifier, SIGTERM)
        kill(-again, SIGKILL)
        #expect(MailRig.processGroupEnds(again))
        #expect(shop.server.stop() == 0)
        let listed = try rig.run(["notify", "list"]).stdout
        #expect(
            listed.contains("RC-20261122-0002  received") && listed.contains("bin/sendmail was killed by signal 9"),
            "\(listed)")
    }

    static func codes(_ answer: HTTPExchange) -> [String] {
        ((answer.json["rejections"] as? [[String: Any]]) ?? []).compactMap { $0["code"] as? String }.sorted()
    }
}

/// Answers collected from many threads.
private final class Answers: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [HTTPExchange?]
    init(count: Int) { slots = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ answer: HTTPExchange) { lock.withLock { slots[index] = answer } }
    var values: [HTTPExchange] { lock.withLock { slots.compactMap { $0 } } }
}
