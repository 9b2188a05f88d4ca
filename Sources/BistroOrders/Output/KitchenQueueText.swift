import BistroCore
import BistroOrderBook

/// The kitchen's view of one order: when it is wanted, what, and every note.
package enum KitchenQueueText {
    package static func lines(_ order: StoredOrder) -> [String] {
        let wanted =
            order.table.map { "table \($0) (placed \(ReceiptRenderer.displayTime(order.placedAt)))" }
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
}

extension StoredOrder {
    /// When the kitchen should have it ready: the pickup time, or for as soon as possible when it was placed.
    package var kitchenTime: Timestamp { (pickupAt ?? placedAt).timestamp }
}
