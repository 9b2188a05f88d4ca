import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// A book of delivery orders the order core accepted (to the demo's M5V zone: a 2.99 fee, of which the driver's
/// 80 % share is 2.39), with drivers and their claims, pick-ups and drop-offs written as GRDB records: the
/// claim and status writes of issue 26 are not in the order book yet. Order statuses go through the order
/// book's own `record(status:of:at:)`.
///
/// - a, Ana, tip 5.00: placed Sunday 2026-11-22 17:00, ready 17:20, delivered 17:50 (Sunday).
/// - b, Ana, tip 2.00: placed Sunday 17:00, ready 23:40, delivered Monday 2026-11-23 00:05: it counts on
///   Monday, in the week of Monday 23, not Sunday's week.
/// - c, Ana, tip 3.00: claimed and marked delivered, but its order was cancelled: it counts nowhere.
/// - d, Ben, no tip: placed Sunday 17:00, ready 17:30, delivered 18:10 (Sunday).
/// - e: placed Sunday, nobody has claimed it. f: Ben claimed it Sunday, not delivered yet.
/// - g, Ana, tip 1.00: placed and delivered Monday 2026-11-09 (ready 12:40, delivered 13:00).
/// - h, Ana, tip 4.00: placed and delivered Tuesday 2026-09-01: before any week shown, in the total only.
/// - Cleo is a driver with no delivery; Dan was removed and never delivered.
struct DeliveryBook {
    let w: Workspace
    let ana: Int64
    let ben: Int64
    let cleo: Int64

    static let cad = Currency(code: "CAD")!
    static func cents(_ amount: Int) -> Money { Money(minorUnits: amount, currency: cad) }
    static func time(_ text: String) -> LocalTime { LocalTime(iso8601: text)! }

    static func order(_ id: String, tip: String?) -> String {
        BistroOrdersTests.order(
            orderId: id,
            extra: #""fulfilment": "delivery", "delivery": {"address": {"streetAddress": "12 King St W", "#
                + #""postalCode": "M5V 2T6"}, "instructions": "Buzz 1203"}"#
                + (tip.map { #", "tip": {"amount": "\#($0)"}"# } ?? ""))
    }

    init() async throws {
        w = try Workspace()
        w.drop("h.json", Self.order("h", tip: "4.00"))
        #expect(try await w.run(now: Timestamp.parse("2026-09-01T12:00:00-04:00")!).accepted == 1)
        w.drop("g.json", Self.order("g", tip: "1.00"))
        #expect(try await w.run(now: Timestamp.parse("2026-11-09T12:00:00-05:00")!).accepted == 1)
        for (id, tip) in [("a", "5.00"), ("b", "2.00"), ("c", "3.00"), ("d", nil), ("e", nil), ("f", nil)] {
            w.drop("\(id).json", Self.order(id, tip: tip))
        }
        #expect(try await w.run().accepted == 6)
        ana = try Self.addDriver(w, "Ana")
        ben = try Self.addDriver(w, "Ben")
        cleo = try Self.addDriver(w, "Cleo")
        let dan = try Self.addDriver(w, "Dan")
        try w.store.write { book in
            try book.db.execute(
                sql: "UPDATE drivers SET removed_at = ? WHERE id = ?",
                arguments: [Self.time("2026-11-01T09:00:00-05:00"), dan])
        }
        try deliver("a", by: ana, ready: "2026-11-22T17:20:00-05:00", delivered: "2026-11-22T17:50:00-05:00")
        try deliver("b", by: ana, ready: "2026-11-22T23:40:00-05:00", delivered: "2026-11-23T00:05:00-05:00")
        try deliver("d", by: ben, ready: "2026-11-22T17:30:00-05:00", delivered: "2026-11-22T18:10:00-05:00")
        try deliver("g", by: ana, ready: "2026-11-09T12:40:00-05:00", delivered: "2026-11-09T13:00:00-05:00")
        try deliver("h", by: ana, ready: "2026-09-01T12:30:00-04:00", delivered: "2026-09-01T12:55:00-04:00")
        try claim("f", by: ben, at: "2026-11-22T17:40:00-05:00")
        try claim("c", by: ana, at: "2026-11-22T17:10:00-05:00")
        try w.store.write { book in
            let order = try #require(try book.pickupOrder(reference: "c"))
            try book.record(status: .cancelled, of: order, at: Self.time("2026-11-22T17:15:00-05:00"))
        }
        try update("c") { $0.deliveredAt = Self.time("2026-11-22T17:45:00-05:00") }
    }

    static func addDriver(_ w: Workspace, _ name: String) throws -> Int64 {
        try w.store.write { book in
            let token = String(repeating: String(name.prefix(1)).lowercased(), count: 32)
            try DriverRecord(
                name: name, email: "\(name.lowercased())@example.com", phone: nil, token: token,
                addedAt: time("2026-08-01T09:00:00-04:00")
            ).insert(book.db)
            return book.db.lastInsertedRowID
        }
    }

    func update(_ reference: String, _ change: (inout DeliveryRecord) -> Void) throws {
        try w.store.write { book in
            let order = try #require(try book.pickupOrder(reference: reference))
            var delivery = try #require(try DeliveryRecord.fetchOne(book.db, key: order.id))
            change(&delivery)
            try delivery.update(book.db)
        }
    }

    func claim(_ reference: String, by driver: Int64, at time: String) throws {
        try update(reference) {
            $0.driverId = driver
            $0.claimedAt = Self.time(time)
        }
    }

    /// Claimed at ready, the order marked ready then picked up (the driver takes it), then delivered.
    func deliver(_ reference: String, by driver: Int64, ready: String, delivered: String) throws {
        try claim(reference, by: driver, at: ready)
        try w.store.write { book in
            let order = try #require(try book.pickupOrder(reference: reference))
            try book.record(status: .ready, of: order, at: Self.time(ready))
            try book.record(status: .pickedUp, of: order, at: Self.time(ready))
        }
        try update(reference) {
            $0.pickedUpAt = Self.time(ready)
            $0.deliveredAt = Self.time(delivered)
        }
    }

    var reader: OrderBookReader { get throws { try OrderBookReader(path: w.store.path) } }
}
