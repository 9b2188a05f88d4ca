import Foundation
import Testing

/// Issue 12: `bistro orders` filters by status and day and shows the pickup time; `--queue` is the
/// kitchen's queue in pickup order, with notes.
@Suite struct OrdersListingTests {
    private func numbers(_ text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("RC-") }.map { String($0.prefix(16)) }
    }

    @Test func ordersFilterByStatusAndDayAndTheQueueIsInPickupOrder() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1", extra: #", "pickupAt": "2026-11-22T18:30:00-05:00""#))
        bistro.drop(
            "2.json",
            #"{"orderId": "web-2", "customer": {"name": "Grace", "email": "grace@example.com"}, "items": [{"sku": "RC-SOUP-01", "quantity": 2, "note": "extra bread"}], "note": "at the side door"}"#
        )
        bistro.drop(
            "3.json",
            orderJSON(
                id: "web-3", email: "alan@example.com", name: "Alan",
                extra: #", "pickupAt": "2026-11-22T17:45:00-05:00""#))
        bistro.drop(
            "4.json",
            orderJSON(
                id: "web-4", email: "edsger@example.com", name: "Edsger",
                extra: #", "pickupAt": "2026-11-22T17:15:00-05:00""#))
        try bistro.run(["process"])
        #expect(try bistro.run(["status", "web-4", "cancelled"]).status == 0)

        let all = try bistro.run(["orders"]).stdout
        #expect(numbers(all).count == 4)
        #expect(all.contains("RC-20261122-0002  2026-11-22 17:00  pickup asap"), "\(all)")
        #expect(all.contains("pickup 2026-11-22 18:30"))
        #expect(numbers(try bistro.run(["orders", "--status", "cancelled"]).stdout) == ["RC-20261122-0004"])
        #expect(numbers(try bistro.run(["orders", "--status", "received", "--day", "2026-11-22"]).stdout).count == 3)
        #expect(numbers(try bistro.run(["orders", "--day", "today"]).stdout).count == 4)
        #expect(try bistro.run(["orders", "--day", "2026-11-21"]).stdout == "No orders.\n")
        let bad = try bistro.run(["orders", "--day", "yesterday"])
        #expect(
            bad.status == 64
                && bad.stderr.contains(#"--day must be a date as YYYY-MM-DD or "today", found "yesterday""#), "\(bad)")

        // The queue: as soon as possible counts from 17:00, then 17:45, then 18:30; the cancelled one is gone.
        let queue = try bistro.run(["orders", "--queue"]).stdout
        #expect(numbers(queue) == ["RC-20261122-0002", "RC-20261122-0003", "RC-20261122-0001"], "\(queue)")
        #expect(queue.contains("RC-20261122-0002  asap (placed 2026-11-22 17:00)  received  Grace\n  2× "))
        #expect(queue.contains("(RC-SOUP-01) — note: extra bread\n  order note: at the side door\n"))
        #expect(try bistro.run(["status", "web-2", "ready"]).status == 0)
        #expect(numbers(try bistro.run(["orders", "--queue"]).stdout) == ["RC-20261122-0003", "RC-20261122-0001"])
    }
}
