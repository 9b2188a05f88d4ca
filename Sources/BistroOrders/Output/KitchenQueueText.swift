import BistroCore
import BistroOrderBook

/// The kitchen's view of one order: when it is wanted, what, and every note.
package enum KitchenQueueText {
    /// The order's head line, then one line per dish and the order's note. A delivery order is marked
    /// DELIVERY with `readyBy` (its `readyDueAt`: when its driver takes it, when known), its zone, and its time
    /// at the door; its address is not the kitchen's business (the driver's dashboard gives it).
    package static func lines(_ order: StoredOrder, readyBy: LocalTime? = nil) -> [String] {
        let wanted =
            order.table.map { "table \($0) (placed \(ReceiptRenderer.displayTime(order.placedAt)))" }
            ?? order.delivery.map { delivery(order, zone: $0.zone, readyBy: readyBy) }
            ?? order.pickupAt.map { "pickup \(ReceiptRenderer.displayTime($0))" }
            ?? "asap (placed \(ReceiptRenderer.displayTime(order.placedAt)))"
        var lines = ["\(order.orderNumber)  \(wanted)  \(order.status.words)  \(order.customerName)"]
        for line in order.lines {
            lines.append(
                "  \(line.quantity)× \(line.nameWithChoices) (\(line.sku))"
                    + (line.note.map { " — note: \($0)" } ?? ""))
        }
        if let note = order.note { lines.append("  order note: \(note)") }
        return lines
    }

    /// "DELIVERY ready by 2026-11-27 13:10 (at the door 2026-11-27 13:30; zone up to 3 km)"; "asap" at the
    /// door for as soon as possible.
    static func delivery(_ order: StoredOrder, zone: String, readyBy: LocalTime?) -> String {
        let ready = readyBy.map { " ready by \(ReceiptRenderer.displayTime($0))" } ?? ""
        let door = order.pickupAt.map { ReceiptRenderer.displayTime($0) } ?? "asap"
        return "DELIVERY\(ready) (at the door \(door); zone \(zone))"
    }
}

extension StoredOrder {
    /// When the kitchen should have it ready: the pickup time, or for as soon as possible when it was placed.
    /// A delivery order's is its time at the door, which comes a trip after it must be ready.
    package var kitchenTime: Timestamp { (pickupAt ?? placedAt).timestamp }
}
