import Foundation
import Testing

/// Issue 12: Content's `stock` is only where the book starts counting. When Content now says something
/// else, `bistro check --db` and `bistro build --db` warn at the value (not fail) and say how to apply it.
@Suite struct StockStartWarningTests {
    @Test func aChangedContentStockIsAWarningThatSaysHowToApplyIt() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1", sku: "RC-KIT-01", quantity: 3))
        try bistro.run(["process"])
        let content = bistro.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let kits = content + "/kits.json"
        let original = try String(contentsOfFile: kits, encoding: .utf8)
        // The same value as the book started from: nothing to say.
        let quiet = try bistro.run(["check", "--content", content, "--db", bistro.db], storeOptions: false)
        #expect(
            quiet.status == 0 && !MailTransportWarningLine.removed(from: quiet.stderr).contains("warning"), "\(quiet)")

        try original.replacingOccurrences(of: #""stock": 8"#, with: #""stock": 20"#).write(
            toFile: kits, atomically: true, encoding: .utf8)
        let line = original.components(separatedBy: "\n").firstIndex { $0.contains(#""stock": 8"#) }! + 1
        let expected =
            "\(content)/kits.json:\(line):16: warning: RC-KIT-01's stock is 20 here, but the order book counts from 8 (now 5 left); "
            + "Content's stock is only the starting point: run `bistro stock reset RC-KIT-01` to start again from 20, or `bistro stock set RC-KIT-01 N`"
        let checked = try bistro.run(["check", "--content", content, "--db", bistro.db], storeOptions: false)
        #expect(checked.status == 0, "\(checked)")
        #expect(checked.stderr.contains(expected), "\(checked.stderr)")
        let built = try bistro.run(
            ["build", "--content", content, "--output", bistro.root + "/Site", "--db", bistro.db, "--now", bistro.now],
            storeOptions: false)
        #expect(built.status == 0 && built.stderr.contains(expected), "\(built)")
        // Without --db there is nothing to compare with.
        let withoutBook = try bistro.run(["check", "--content", content], storeOptions: false)
        #expect(!MailTransportWarningLine.removed(from: withoutBook.stderr).contains("warning"))

        bistro.content = content
        #expect(try bistro.run(["stock", "reset", "RC-KIT-01"]).status == 0)
        let after = try bistro.run(["check", "--content", content, "--db", bistro.db], storeOptions: false)
        #expect(!MailTransportWarningLine.removed(from: after.stderr).contains("warning"), "\(after)")
        let missing = try bistro.run(
            ["check", "--content", content, "--db", bistro.root + "/nope.sqlite"], storeOptions: false)
        #expect(
            missing.status == 1 && missing.stderr == "bistro: error: no order database at \(bistro.root)/nope.sqlite\n",
            "\(missing)")
    }

    /// An option choice's `stock` is a starting point too, named by its stock key.
    @Test func aChangedChoiceStockIsAWarningUnderItsKey() throws {
        let bistro = try OrderBookRunner()
        bistro.drop(
            "1.json",
            #"""
            {"customer": {"name": "Ada Lovelace", "email": "ada@example.com"},
             "items": [{"sku": "RC-BURG-04", "quantity": 2, "options": {"size": "large", "extras": ["extra-fish"]}}]}
            """#)
        let run = try bistro.run(["process"])
        #expect(run.stdout.hasPrefix("Accepted 1"), "\(run)")
        let content = bistro.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        let menu = content + "/menu.json"
        let original = try String(contentsOfFile: menu, encoding: .utf8)
        try original.replacingOccurrences(of: #""price": "4.00", "stock": 40"#, with: #""price": "4.00", "stock": 60"#)
            .write(toFile: menu, atomically: true, encoding: .utf8)
        let checked = try bistro.run(["check", "--content", content, "--db", bistro.db], storeOptions: false)
        #expect(checked.status == 0, "\(checked)")
        #expect(
            checked.stderr.contains(
                "warning: RC-BURG-04/extras/extra-fish's stock is 60 here, but the order book counts from 40 (now 38 left); "
                    + "Content's stock is only the starting point: run `bistro stock reset RC-BURG-04/extras/extra-fish` to start again from 60"
            ), "\(checked.stderr)")
    }
}
