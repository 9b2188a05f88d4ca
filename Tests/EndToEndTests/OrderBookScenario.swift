import Foundation

/// A fixed week of orders, processed with the real `bistro process` on four different days (each run with
/// its own `--now`), plus stock changes, one cancellation and scratch-card draws written straight into the
/// database (their commands belong to other issues). The expected report figures are computed here from
/// these inputs with the pricing rules written out again (`Planned.figures`), never from the database.
final class OrderBookScenario {
    struct Planned {
        var file: String
        var orderID: String
        var day: String  // placed on, restaurant time
        var placedTime: String  // "12:00"
        var email: String
        var name: String
        var lines: [(sku: String, quantity: Int)]
        var coupon: String? = nil  // only WELCOME10 (10 %) is used
        var tipPercent: Int? = nil
        var pickup: String? = nil  // "18:30"; nil: as soon as possible
        var note: String? = nil
        var cancelled = false

        /// Subtotal, discount, tax, tip, total in cents: halves away from zero, as docs/orders.md says.
        func figures(_ prices: [String: Int]) -> (subtotal: Int, discount: Int, tax: Int, tip: Int, total: Int) {
            func round(_ value: Int, _ percent: Int) -> Int { (value * percent * 2 + 100) / 200 }
            let subtotal = lines.reduce(0) { $0 + prices[$1.sku]! * $1.quantity }
            let discount = coupon == nil ? 0 : round(subtotal, 10)
            let taxable = subtotal - discount
            let tax = round(taxable, 13)
            let tip = tipPercent.map { round(taxable, $0) } ?? 0
            return (subtotal, discount, tax, tip, taxable + tax + tip)
        }

        var json: String {
            let items = lines.map { #"{"sku": "\#($0.sku)", "quantity": \#($0.quantity)}"# }.joined(separator: ", ")
            var extra = ""
            if let coupon { extra += #", "coupon": "\#(coupon)""# }
            if let tipPercent { extra += #", "tip": {"percent": \#(tipPercent)}"# }
            if let pickup { extra += #", "pickupAt": "\#(day)T\#(pickup):00-05:00""# }
            if let note { extra += #", "note": \#(OrderBookScenario.quoted(note))"# }
            return
                #"{"orderId": "\#(orderID)", "customer": {"name": \#(OrderBookScenario.quoted(name)), "email": "\#(email)"}, "items": [\#(items)]\#(extra)}"#
        }
    }

    static let hostileName = #"<script>alert("pwned")</script> Ada & Co"#
    static let hostileNote = #"</script><img src=x onerror=alert(1)> ring twice"#
    static let buildNow = "2026-11-22T17:00:00-05:00"

    static let planned: [Planned] = [
        Planned(
            file: "a1.json", orderID: "a1", day: "2026-10-01", placedTime: "12:00", email: "ada@example.com",
            name: "Ada Lovelace",
            lines: [("RC-CLAS-01", 1)]),
        Planned(
            file: "a2.json", orderID: "a2", day: "2026-11-20", placedTime: "12:00", email: "ada@example.com",
            name: hostileName,
            lines: [("RC-BURG-01", 2)], coupon: "WELCOME10", tipPercent: 15, pickup: "18:30", note: hostileNote),
        Planned(
            file: "b1.json", orderID: "b1", day: "2026-11-20", placedTime: "12:00", email: "bob@example.com",
            name: "Bob",
            lines: [("RC-SOUP-01", 1)], pickup: "13:00"),
        Planned(
            file: "a3.json", orderID: "a3", day: "2026-11-21", placedTime: "11:30", email: "ada@example.com",
            name: hostileName,
            lines: [("RC-KIT-01", 1)]),
        Planned(
            file: "b2.json", orderID: "b2", day: "2026-11-21", placedTime: "11:30", email: "bob@example.com",
            name: "Bob",
            lines: [("RC-SOUP-01", 2), ("RC-BURG-01", 1)], coupon: "WELCOME10", pickup: "12:00"),
        Planned(
            file: "c1.json", orderID: "c1", day: "2026-11-21", placedTime: "11:30", email: "carol@example.com",
            name: "Carol",
            lines: [("RC-BURG-02", 4)], tipPercent: 10, pickup: "19:00"),
        Planned(
            file: "x1.json", orderID: "x1", day: "2026-11-21", placedTime: "11:30", email: "xavier@example.com",
            name: "Xavier",
            lines: [("RC-BURG-03", 5)], cancelled: true),
        Planned(
            file: "d1.json", orderID: "d1", day: "2026-11-22", placedTime: "12:00", email: "dave@example.com",
            name: "Dave",
            lines: [("RC-BURG-01", 1)], tipPercent: 20, pickup: "12:30"),
    ]

    /// Rejected files per processing day: (day, file, contents). Expected reasons: unknown_sku ×2,
    /// malformed_json ×1, coupon_already_used ×1 in the period; one unknown_sku on 2026-10-01, outside it.
    static let rejected: [(day: String, file: String, text: String)] = [
        ("2026-10-01", "r0.json", orderJSON(id: "r0", sku: "NOPE-0")),
        ("2026-11-20", "r1.json", orderJSON(id: "r1", sku: "NOPE-1")),
        ("2026-11-20", "r2.json", "{not json"),
        ("2026-11-21", "r3.json", orderJSON(id: "r3", email: "ada@example.com", extra: #", "coupon": "WELCOME10""#)),
        ("2026-11-22", "r4.json", orderJSON(id: "r4", sku: "NOPE-2")),
    ]

    static let prices: [String: Int] = {
        var prices: [String: Int] = [:]
        let root = BistroRunner.packageRoot.appendingPathComponent("Content")
        let menu =
            try! JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("menu.json")))
            as! [String: Any]
        let kits =
            try! JSONSerialization.jsonObject(with: Data(contentsOf: root.appendingPathComponent("kits.json")))
            as! [String: Any]
        let products =
            (menu["categories"] as! [[String: Any]]).flatMap { $0["items"] as! [[String: Any]] }
            + (kits["kits"] as! [[String: Any]])
        for product in products {
            let parts = (product["price"] as! String).split(separator: ".")
            prices[product["sku"] as! String] = Int(parts[0])! * 100 + Int(parts[1])!
        }
        return prices
    }()

    let runner: OrderBookRunner
    var site: String { runner.root + "/Site" }

    init() throws {
        runner = try OrderBookRunner()
        let days = Set(Self.planned.map(\.day) + Self.rejected.map(\.day)).sorted()
        for day in days {
            let placed = Self.planned.filter { $0.day == day }
            for order in placed { runner.drop(order.file, order.json) }
            for rejection in Self.rejected where rejection.day == day { runner.drop(rejection.file, rejection.text) }
            let time = placed.first?.placedTime ?? "12:00"
            let result = try process(now: "\(day)T\(time):00-05:00")
            precondition(result.status == 0, "process failed: \(result.stderr)")
        }
        try runner.run(["stock", "set", "RC-SOUP-02", "0"])
        try runner.run(["stock", "set", "RC-VEG-01", "3"])
        try sql(
            """
            UPDATE orders SET status = 'cancelled' WHERE client_order_id = 'x1';
            INSERT INTO scratch_draws (customer_email, draw_day, prize, percent_off, coupon_code, drawn_at, used_order_id) VALUES
              ('ada@example.com', '2026-10-01', '10-percent-off', 10, 'SCR-OLD', '2026-10-01T12:00:00-04:00', (SELECT id FROM orders WHERE client_order_id = 'a1')),
              ('ada@example.com', '2026-11-20', 'nothing', NULL, NULL, '2026-11-20T12:00:00-05:00', NULL),
              ('bob@example.com', '2026-11-21', '10-percent-off', 10, 'SCR-AAA', '2026-11-21T11:30:00-05:00', (SELECT id FROM orders WHERE client_order_id = 'b2')),
              ('carol@example.com', '2026-11-21', '50-percent-off', 50, 'SCR-BBB', '2026-11-21T11:30:00-05:00', NULL),
              ('dave@example.com', '2026-11-22', 'nothing', NULL, NULL, '2026-11-22T12:00:00-05:00', NULL);
            """)
    }

    @discardableResult
    func process(now: String) throws -> BistroRunner.Result {
        try runner.run(
            [
                "process", "--quiet", "--spool", runner.spool, "--db", runner.db, "--now", now, "--content",
                OrderBookRunner.content,
            ],
            storeOptions: false)
    }

    /// Builds the demo site with the order book into `Site/` of the scenario's folder.
    @discardableResult
    func build(_ extra: [String] = []) throws -> BistroRunner.Result {
        try runner.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates",
                BistroRunner.packageRoot.appendingPathComponent("Templates").path,
                "--output", site, "--db", runner.db, "--now", Self.buildNow,
            ] + extra, storeOptions: false)
    }

    /// Runs SQL on the scenario's database with Python's sqlite3 module (installed wherever the tests run).
    func sql(_ statements: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            "import sqlite3, sys; c = sqlite3.connect(sys.argv[1]); c.executescript(sys.argv[2]); c.commit()",
            runner.db, statements,
        ]
        try process.run()
        process.waitUntilExit()
        precondition(process.terminationStatus == 0, "sql failed")
    }

    func page(_ path: String) -> String {
        (try? String(contentsOfFile: site + "/" + path, encoding: .utf8)) ?? ""
    }

    /// The receipt token of an order, by its orderId, from `bistro receipt --format json`.
    func receiptToken(_ orderID: String) throws -> String {
        let receipt = try runner.json(["receipt", orderID, "--format", "json"]) as! [String: Any]
        return receipt["receiptToken"] as! String
    }

    func orderNumber(_ orderID: String) throws -> String {
        let receipt = try runner.json(["receipt", orderID, "--format", "json"]) as! [String: Any]
        return receipt["orderNumber"] as! String
    }

    static func quoted(_ text: String) -> String {
        let data = try! JSONSerialization.data(withJSONObject: [text], options: [.withoutEscapingSlashes])
        return String(String(decoding: data, as: UTF8.self).dropFirst().dropLast())
    }
}
