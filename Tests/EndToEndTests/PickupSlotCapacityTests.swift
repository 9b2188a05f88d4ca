import Foundation
import Testing

/// Issue 12's property test: random orders over a few capped slots, processed in several runs of several
/// batches. No slot ever holds more than its cap, and an order was rejected with `slot_full` exactly when
/// its slot was full at that point in file-name order (the processor's first come, first served).
@Suite struct PickupSlotCapacityTests {
    @Test(arguments: [1, 2, 3])
    func noSlotExceedsItsCapAndEveryRejectionWasForAFullSlot(seed: UInt64) throws {
        let bistro = try OrderBookRunner()
        bistro.content = try OrderPageTests.content(in: URL(fileURLWithPath: bistro.root)) { restaurant in
            var pickup = restaurant["pickup"] as! [String: Any]
            pickup["maxOrdersPerSlot"] = 2
            restaurant["pickup"] = pickup
        }
        var random = SplitMix(seed: seed)
        let slots = ["18:00", "18:15", "18:30"]
        var expected: [String: Int] = [:]
        var number = 0
        for _ in 0..<3 {
            // Each run gets a handful of files, some landing in slots that earlier runs filled.
            var names: [String] = []
            for _ in 0..<(4 + Int(random.next() % 5)) {
                number += 1
                let slot = slots[Int(random.next() % UInt64(slots.count))]
                let minute = Int(random.next() % 15)
                let time = slot.prefix(3) + String(format: "%02d", Int(slot.suffix(2))! + minute)
                let name = String(format: "%03d.json", number)
                bistro.drop(
                    name,
                    orderJSON(
                        id: "o-\(number)", email: "c\(number)@example.com",
                        extra: #", "pickupAt": "2026-11-22T\#(time):00-05:00""#))
                names.append("\(name) \(slot)")
            }
            let summary = try bistro.json(["process", "--json"]) as! [String: Any]
            let rejected = Dictionary(
                uniqueKeysWithValues: (summary["rejections"] as? [[String: Any]] ?? []).map {
                    ($0["file"] as! String, $0["codes"] as! [String])
                })
            for entry in names.sorted() {
                let parts = entry.split(separator: " ").map(String.init)
                let full = expected[parts[1], default: 0] >= 2
                #expect(rejected[parts[0]] == (full ? ["slot_full"] : nil), "seed \(seed), \(entry)")
                if !full { expected[parts[1], default: 0] += 1 }
            }
        }
        let orders = try bistro.json(["orders", "--json"]) as! [[String: Any]]
        var counts: [String: Int] = [:]
        for order in orders {
            let pickup = try #require(order["pickupAt"] as? String)
            let minute = Int(pickup.dropFirst(14).prefix(2))!
            counts[String(pickup.dropFirst(11).prefix(3)) + String(format: "%02d", minute - minute % 15), default: 0] +=
                1
        }
        #expect(counts == expected)
        #expect(counts.values.allSatisfy { $0 <= 2 })
    }
}

/// A cancelled order frees its slot: with room for one order at 18:00, a second is refused until the first
/// is cancelled, and then taken.
@Suite struct CancellationFreesTheSlotTests {
    @Test func aCancelledOrderFreesItsSlot() throws {
        let bistro = try OrderBookRunner()
        bistro.content = try OrderPageTests.content(in: URL(fileURLWithPath: bistro.root)) { restaurant in
            var pickup = restaurant["pickup"] as! [String: Any]
            pickup["maxOrdersPerSlot"] = 1
            restaurant["pickup"] = pickup
        }
        let at = #", "pickupAt": "2026-11-22T18:05:00-05:00""#
        bistro.drop("1.json", orderJSON(id: "first", extra: at))
        try bistro.run(["process"])
        bistro.drop("2.json", orderJSON(id: "second", email: "grace@example.com", extra: at))
        let refused = try bistro.json(["process", "--json"]) as! [String: Any]
        #expect(refused["rejectionsByCode"] as? [String: Int] == ["slot_full": 1])
        #expect(try bistro.run(["status", "first", "cancelled"]).status == 0)
        bistro.drop("3.json", orderJSON(id: "third", email: "grace@example.com", extra: at))
        let taken = try bistro.json(["process", "--json"]) as! [String: Any]
        #expect(taken["accepted"] as? Int == 1, "\(taken)")
    }
}

/// A small seeded generator (SplitMix64), so the "random" orders are the same on every run.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
