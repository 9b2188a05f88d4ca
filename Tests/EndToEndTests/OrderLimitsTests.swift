import Foundation
import Testing

/// Issue 10, item 11: prices up to 9,999,999,999,999.99 were accepted, and 48 such items × 99 with a 100%
/// tip crashed `bistro process` with an arithmetic overflow; the file stayed in incoming/, so every later run
/// crashed too. Content now refuses a price above 100,000.00 (see `BuildTests`' broken content), and an
/// order whose figures pass 1,000,000,000.00 is rejected with `total_too_large`.
@Suite struct OrderLimitsTests {
    static let fixtures = BistroRunner.fixtures.appendingPathComponent("hostile-guard")

    /// The same order against the priciest menu content allows: 48 items at 100,000.00, 99 of each, 100% tip.
    @Test func anOrderBeyondAnyTotalIsRejectedNotCrashed() throws {
        let bistro = try OrderBookRunner()
        bistro.content = Self.fixtures.appendingPathComponent("priciest-menu").path
        let name = "every-plate-99-times-full-tip.json"
        bistro.drop(name, try Data(contentsOf: Self.fixtures.appendingPathComponent(name)))
        bistro.drop(
            "one-plate.json", orderJSON(id: "one-plate", email: "ada@example.com", sku: "GOLD-01", quantity: 99))
        bistro.now = "2026-11-22T12:00:00-05:00"
        let run = try bistro.run(["process", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        #expect(summary?["accepted"] as? Int == 1)
        #expect(summary?["rejectionsByCode"] as? [String: Int] == ["total_too_large": 1])
        let sidecar = try Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/" + name + ".error.json"))
        let errors = (try JSONSerialization.jsonObject(with: sidecar) as? [String: Any])?["errors"] as? [[String: Any]]
        #expect(
            errors?.first?["message"] as? String
                == "the order comes to more than 1000000000.00 CAD, more than any order can be")
        #expect(bistro.files("incoming").isEmpty)
        // 99 plates at the highest price: 9,900,000.00 and its tax, recorded exactly.
        let receipt = try bistro.json(["receipt", "one-plate", "--format", "json"]) as? [String: Any]
        #expect(receipt?["total"] as? String == "11187000.00")
        #expect(try bistro.run(["process"]).stdout == "Accepted 0, rejected 0, duplicates 0\n")
    }

    /// A price above the bound is a positioned content error, and `process` stops before reading any order.
    @Test func aPriceAboveTheBoundStopsTheContent() throws {
        let bistro = try OrderBookRunner()
        bistro.content = BistroRunner.fixtures.appendingPathComponent("broken-content").path
        bistro.drop("1.json", orderJSON(id: "x"))
        let run = try bistro.run(["process"])
        #expect(run.status == 1)
        #expect(
            run.stderr.contains(
                "broken-content/menu.json:10:50: error: \"price\" must be at most 100000.00, found 9999999999999.99"))
        #expect(bistro.files("incoming") == ["1.json"])
    }
}
