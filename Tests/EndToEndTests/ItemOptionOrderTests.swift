import Foundation
import Testing

/// Issue 12, item options, through the real `bistro`: the demo's Crispy Fish Wrap (RC-BURG-04, 15.25) needs
/// a size (large +2.50) and takes extras (avocado +1.75, extra haddock +4.00 with a stock of 40).
@Suite struct ItemOptionOrderTests {
    static let wrap =
        #"{"sku": "RC-BURG-04", "quantity": 2, "options": {"size": "large", "extras": ["extra-fish", "avocado"]}}"#

    private func order(_ id: String, items: String) -> String {
        #"{"orderId": "\#(id)", "customer": {"name": "Ada Lovelace", "email": "ada@example.com"}, "items": [\#(items)]}"#
    }

    private func stock(_ bistro: OrderBookRunner, _ key: String) throws -> Any? {
        let levels = try bistro.json(["stock", "list", "--json"]) as! [[String: Any]]
        return try #require(levels.first { $0["sku"] as? String == key })["quantity"]
    }

    @Test func theReceiptShowsTheChoicesAndTheUnitPriceWithThem() throws {
        let bistro = try OrderBookRunner()
        bistro.drop(
            "1.json",
            order(
                "web-1", items: Self.wrap + #", {"sku": "RC-BURG-04", "quantity": 1, "options": {"size": ["regular"]}}"#
            ))
        let run = try bistro.run(["process"])
        #expect(run.stdout.hasPrefix("Accepted 1, rejected 0"), "\(run)")

        let text = try bistro.run(["receipt", "web-1"]).stdout
        #expect(text.contains("2 × Crispy Fish Wrap — Large; Avocado, Extra haddock"), "\(text)")
        #expect(text.contains("    RC-BURG-04, $23.50 each\n"), "\(text)")
        #expect(text.contains("1 × Crispy Fish Wrap — Regular"))
        #expect(text.contains("$62.25"), "subtotal 2 × 23.50 + 15.25")
        let json = try #require(try bistro.json(["receipt", "web-1", "--format", "json"]) as? [String: Any])
        let lines = try #require(json["lines"] as? [[String: Any]])
        #expect(lines.map { $0["unitPrice"] as? String } == ["23.50", "15.25"])
        let options = try #require(lines.first?["options"] as? [[String: Any]])
        #expect(options.map { $0["choice"] as? String } == ["large", "avocado", "extra-fish"])
        #expect(options.map { $0["price"] as? String } == ["2.50", "1.75", "4.00"])
        #expect(json["subtotal"] as? String == "62.25")

        let queue = try bistro.run(["orders", "--queue"]).stdout
        #expect(queue.contains("2× Crispy Fish Wrap — Large; Avocado, Extra haddock (RC-BURG-04)"), "\(queue)")

        let site = bistro.root + "/Site"
        let built = try bistro.run(
            ["build", "--content", OrderBookRunner.content, "--output", site, "--db", bistro.db, "--now", bistro.now],
            storeOptions: false)
        #expect(built.status == 0, "\(built)")
        let receipts = try FileManager.default.contentsOfDirectory(atPath: site + "/receipts").filter {
            !$0.hasSuffix(".html")
        }
        let page = try String(
            contentsOfFile: site + "/receipts/" + #require(receipts.first) + "/index.html", encoding: .utf8)
        #expect(page.contains(#"<span class="line-choices">Large; Avocado, Extra haddock</span>"#))
    }

    @Test func aChoiceStockIsCountedDownAndACancellationGivesItBack() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", order("web-1", items: Self.wrap))
        try bistro.run(["process"])
        #expect(try stock(bistro, "RC-BURG-04/extras/extra-fish") as? Int == 38)
        #expect(try stock(bistro, "RC-BURG-04/extras/avocado") is NSNull)

        #expect(
            try bistro.run(["stock", "set", "rc-burg-04/extras/extra-fish", "1"]).stdout
                == "RC-BURG-04/extras/extra-fish (Crispy Fish Wrap: Extra haddock): 1 left\n")
        bistro.drop("2.json", order("web-2", items: Self.wrap))
        let refused = try #require(try bistro.json(["process", "--json"]) as? [String: Any])
        #expect(refused["rejectionsByCode"] as? [String: Int] == ["insufficient_stock": 1])
        let sidecar = try String(contentsOfFile: bistro.spool + "/rejected/2.json.error.json", encoding: .utf8)
        #expect(
            sidecar.contains("only 1 left of Extra haddock on Crispy Fish Wrap (RC-BURG-04), 2 ordered"), "\(sidecar)")

        #expect(try bistro.run(["status", "web-1", "cancelled"]).status == 0)
        #expect(try stock(bistro, "RC-BURG-04/extras/extra-fish") as? Int == 3)
        #expect(try bistro.run(["status", "web-1"]).stdout.contains("2 × RC-BURG-04/extras/extra-fish back in stock"))
        #expect(
            try bistro.run(["stock", "reset", "RC-BURG-04/extras/extra-fish"]).stdout.contains(
                "40 left, as in Content/"))
    }

    @Test func theKitchenTicketShowsTheChoices() throws {
        let rig = try MailRig(sendmail: "sendmail", notify: ["kitchenTicket": true])
        rig.bistro.drop("1.json", order("web-1", items: Self.wrap))
        #expect(try rig.run(["process"]).stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 2\n")
        let ticket = try #require(try rig.sent().first { $0.mail.event == "kitchen" })
        #expect(
            ticket.mail.body.contains("2 x Crispy Fish Wrap (RC-BURG-04)\n    With: Large; Avocado, Extra haddock\n"),
            "\(ticket.mail.body)")
        let received = try #require(try rig.sent().first { $0.mail.event == "received" })
        #expect(received.mail.body.contains("2 × Crispy Fish Wrap — Large; Avocado, Extra haddock"))
    }

    @Test func theReportCountsTheChoicesOfOrdersThatStand() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", order("web-1", items: Self.wrap))
        bistro.drop(
            "2.json", order("web-2", items: #"{"sku": "RC-BURG-04", "quantity": 1, "options": {"size": "large"}}"#))
        bistro.drop(
            "3.json", order("web-3", items: #"{"sku": "RC-BURG-04", "quantity": 5, "options": {"size": "regular"}}"#))
        try bistro.run(["process"])
        #expect(try bistro.run(["status", "web-3", "cancelled"]).status == 0)
        let report = try #require(
            try bistro.json(["report", "--format", "json", "--since", "2026-11-22", "--until", "2026-11-22"])
                as? [String: Any])
        let chosen = try #require(report["chosenOptions"] as? [[String: Any]])
        #expect(
            chosen.map { $0["option"] as? String } == [
                "RC-BURG-04/size/large", "RC-BURG-04/extras/avocado", "RC-BURG-04/extras/extra-fish",
            ])
        #expect(chosen.map { $0["quantity"] as? Int } == [3, 2, 2])
        #expect(chosen.map { $0["revenue"] as? String } == ["7.50", "3.50", "8.00"])
        #expect(chosen.first?["name"] as? String == "Crispy Fish Wrap: Large")
        let text = try bistro.run(["report", "--since", "2026-11-22", "--until", "2026-11-22"]).stdout
        #expect(text.contains("Options chosen\n=============="), "\(text)")
    }
}
