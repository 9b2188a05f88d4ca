import Foundation
import Testing

/// What `bistro build` says it built: the site's pages, the same for every build of the same content, in
/// the singular for one; with `--db`, the receipt and history pages it published besides.
@Suite struct BuildCountTests {
    @Test func anUnchangedRebuildCountsTheSamePages() throws {
        let (folder, cafe) = try SiteWarningsTests.newRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["BISTRO_NOW": "2026-11-24T12:00:00-05:00", "BISTRO_DB": "", "BISTRO_SPOOL": ""]
        try Data(
            #"{"customer": {"name": "Ada Lovelace", "email": "ada@example.com"}, "items": [{"sku": "MAIN-01", "quantity": 2}], "orderId": "first-order"}"#
                .utf8
        ).write(to: cafe.appendingPathComponent("order.json"))
        #expect(try BistroRunner.run(["submit", "order.json"], in: cafe, environment: environment).status == 0)
        let processed = try BistroRunner.run(["process"], in: cafe, environment: environment)
        #expect(processed.stdout.hasPrefix("Accepted 1,"), "\(processed.stdout)\(processed.stderr)")
        let build = ["build", "--db", "orders.sqlite"]
        let first = try BistroRunner.run(build, in: cafe, environment: environment)
        #expect(first.stdout.hasPrefix("Built 12 pages into Site/ ("), "\(first.stderr)")
        #expect(first.stdout.hasSuffix("), 2 receipt and history pages published\n"), "\(first.stdout)")
        let again = try BistroRunner.run(build, in: cafe, environment: environment)
        #expect(again.stdout == "Built 12 pages into Site/ (0 written, 0 removed)\n")
        let plain = try BistroRunner.run(["build"], in: cafe, environment: environment)
        #expect(plain.stdout == "Built 12 pages into Site/ (0 written, 0 removed)\n")
    }
}
