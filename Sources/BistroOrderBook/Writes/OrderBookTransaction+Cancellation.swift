import BistroCore
import GRDB

/// What cancelling an order gave back, in the cancelling transaction: its units to the SKUs and option
/// choices whose stock
/// the book keeps, its coupon redemption, and the scratch-card code it used.
package struct CancellationReturns: Sendable, Hashable {
    /// Units returned per SKU, in SKU order (SKUs without a kept stock are unlimited: nothing to return).
    package var stock: [(sku: String, quantity: Int)] = []
    /// The coupon code whose redemption no longer counts (for `maxRedemptions` and `oncePerCustomer`).
    package var couponCode: String?
    /// Whether that code was a scratch-card win, usable again by the same customer until it expires.
    var scratchCodeFreed = false

    package static func == (left: Self, right: Self) -> Bool {
        left.stock.map(\.sku) == right.stock.map(\.sku) && left.stock.map(\.quantity) == right.stock.map(\.quantity)
            && left.couponCode == right.couponCode && left.scratchCodeFreed == right.scratchCodeFreed
    }

    package func hash(into hasher: inout Hasher) {
        for entry in stock { hasher.combine(entry.sku); hasher.combine(entry.quantity) }
        hasher.combine(couponCode)
        hasher.combine(scratchCodeFreed)
    }

    /// "gave back 2 × RC-BURG-01, 1 × RC-SOUP-01 to stock; coupon WELCOME10 released", or nil when nothing.
    package var summary: String? {
        var parts: [String] = []
        if !stock.isEmpty {
            parts.append(stock.map { "\($0.quantity) × \($0.sku)" }.joined(separator: ", ") + " back in stock")
        }
        if let couponCode {
            parts.append(
                "coupon \(couponCode) released" + (scratchCodeFreed ? " (the scratch-card code can be used again)" : "")
            )
        }
        return parts.isEmpty ? nil : parts.joined(separator: "; ")
    }
}

extension OrderBookTransaction {
    /// Gives back what the order took when it was accepted: its units go back to every SKU whose stock the
    /// book keeps (journalled, so the menu's badges follow), its coupon redemption is dropped so it counts
    /// toward no limit, and a scratch-card code it used is free again. Call it in the transaction that
    /// records the cancellation.
    package func giveBack(cancelled order: PickupOrder, at time: LocalTime) throws -> CancellationReturns {
        var returns = CancellationReturns()
        // Units per stock key: each SKU, and each option choice ("SKU/option/choice") its lines chose.
        var ordered: [String: Int] = [:]
        for line in try OrderLineRecord.filter(OrderLineRecord.Columns.orderId == order.id).fetchAll(db) {
            ordered[line.sku, default: 0] += line.quantity
            for choice in line.choices?.choices ?? [] {
                ordered[choice.stockKey(sku: line.sku), default: 0] += line.quantity
            }
        }
        let kept = try StockRecord.filter(ordered.keys.sorted().contains(StockRecord.Columns.sku)).order(
            StockRecord.Columns.sku
        ).fetchAll(
            db)
        for stock in kept {
            guard let left = stock.quantity, let units = ordered[stock.sku] else { continue }
            let (restored, overflow) = left.addingReportingOverflow(units)
            guard !overflow else { continue }
            try db.execute(
                sql: "UPDATE stock SET quantity = ?, updated_at = ? WHERE sku = ?",
                arguments: [restored, time, stock.sku])
            try journal(sku: stock.sku, at: time)
            returns.stock.append((stock.sku, units))
        }
        returns.couponCode = try String.fetchOne(
            db, sql: "DELETE FROM coupon_redemptions WHERE order_id = ? RETURNING code",
            arguments: [order.id])
        try db.execute(
            sql: "UPDATE scratch_draws SET used_order_id = NULL WHERE used_order_id = ?", arguments: [order.id])
        returns.scratchCodeFreed = db.changesCount > 0
        return returns
    }
}
