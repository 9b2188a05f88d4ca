import Foundation
import Testing

/// An `orderId` is the customer's own (issue 10): Bob's `web-17` after Alice's was swallowed as a duplicate,
/// so anyone could claim predictable ids ahead of others. Files from `Fixtures/hostile-spool/`.
@Suite struct OrderIDTests {
    @Test func anOrderIdIsScopedToTheCustomerAndReusingItForOtherContentIsRefused() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1-alice.json", try HostileSpool.fixture("web-17-alice.json"))
        let first = try bistro.run(["process"])
        #expect(
            first.stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n",
            "\(first.stderr)")

        bistro.drop("2-bob.json", try HostileSpool.fixture("web-17-bob.json"))
        bistro.drop("3-alice-resent.json", try HostileSpool.fixture("web-17-alice-resent.json"))
        bistro.drop("4-alice-other-items.json", try HostileSpool.fixture("web-17-alice-other-items.json"))
        let second = try bistro.run(["process", "--json"])
        #expect(second.status == 0, "\(second.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(second.stdout.utf8)) as? [String: Any])
        #expect((summary["orders"] as? [[String: Any]])?.map { $0["file"] as? String } == ["2-bob.json"])
        #expect(summary["duplicates"] as? Int == 1)
        #expect(summary["rejectionsByCode"] as? [String: Int] == ["order_id_conflict": 1])
        #expect(bistro.files("accepted") == ["1-alice.json", "2-bob.json", "3-alice-resent.json"])
        #expect(bistro.files("rejected") == ["4-alice-other-items.json", "4-alice-other-items.json.error.json"])
        let sidecar =
            try JSONSerialization.jsonObject(
                with: Data(
                    contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/4-alice-other-items.json.error.json")))
            as? [String: Any]
        let errors = sidecar?["errors"] as? [[String: Any]] ?? []
        #expect(errors.map { $0["code"] as? String } == ["order_id_conflict"])
        #expect(errors.first?["line"] as? Int == 2)

        let orders = try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        #expect(orders.map { $0["orderId"] as? String } == ["web-17", "web-17"])
        #expect(
            Set(orders.compactMap { ($0["customer"] as? [String: Any])?["email"] as? String }) == [
                "alice@example.com", "bob@example.com",
            ])
        // Alice's resubmission had no second effect: one order of hers, one redemption of WELCOME10.
        #expect(
            try (bistro.json(["orders", "--json", "--customer", "alice@example.com"]) as? [[String: Any]])?.count == 1)
    }
}
