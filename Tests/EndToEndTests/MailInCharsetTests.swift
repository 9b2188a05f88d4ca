import Foundation
import Testing

/// Issue 23: mail-in orders in windows-1252 were refused when they held curly quotes, dashes or "€"
/// ("O’Neil" → `invalid_text`): bytes 0x80–0x9F were read as Latin-1 control characters. They are read as
/// windows-1252, and so is a label of ISO-8859-1 or US-ASCII, as the WHATWG Encoding Standard and mail
/// programs read them (fixtures in Fixtures/inbox/).
@Suite struct MailInCharsetTests {
    static let fixtures = [
        "accepted-windows-1252-text.eml", "accepted-iso-8859-1-json.eml", "accepted-us-ascii-windows-1252.eml",
    ]

    @Test func ordersInWindows1252KeepTheirQuotesDashesAndEuro() throws {
        let rig = try MailInTests.Rig()
        for (index, fixture) in Self.fixtures.enumerated() {
            try rig.deliver(fixture, as: "170000000\(index).M1P1Q\(index).mx")
        }
        let run = try rig.process(["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        #expect(summary["accepted"] as? Int == 3, "\(run.stdout)")
        #expect(summary["rejected"] as? Int == 0, "\(run.stdout)")
        #expect(rig.mail("cur").count == 3 && rig.mail("cur").allSatisfy { $0.hasSuffix(":2,S") })

        let orders = Dictionary(uniqueKeysWithValues: try rig.orders().map { ($0["orderId"] as? String ?? "", $0) })
        func name(_ id: String) -> String? {
            (orders[id]?["customer"] as? [String: Any])?["name"] as? String ?? orders[id]?["customerName"] as? String
        }
        func lineNote(_ id: String) -> String? { (orders[id]?["lines"] as? [[String: Any]])?.first?["note"] as? String }
        #expect(name("cp-1") == "Cara O\u{2019}Neil", "\(orders)")
        #expect(lineNote("cp-1") == "no onions \u{2013} thanks")
        #expect(name("cp-2") == "Finn O\u{2019}Brien")
        #expect(lineNote("cp-2") == "well done \u{2013} no salt")
        #expect(name("cp-3") == "Gwen D\u{2019}Arcy")
        #expect(lineNote("cp-3") == "sauce on the side \u{2013} \u{201C}extra\u{201D}")
        // The order's own note, as the book keeps it.
        let receipt = try rig.bistro.run(["receipt", "cp-1"])
        #expect(receipt.stdout.contains("tip \u{20AC}2 at the counter"), "\(receipt.stdout)")
        let euro = try rig.bistro.run(["receipt", "cp-2"])
        #expect(euro.stdout.contains("\u{20AC} coins only"), "\(euro.stdout)")
    }
}
