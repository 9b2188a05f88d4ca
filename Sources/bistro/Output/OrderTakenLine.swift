import BistroCore
import BistroOrderBook
import BistroOrders

/// The line `bistro serve` prints for each order it takes, so the owner watching the terminal (or the
/// journal of its service) sees orders arrive: "Order RC-20261122-0001 taken: $18.08, pickup 2026-11-22 18:30"
/// ("pickup as soon as possible" for such an order).
enum OrderTakenLine {
    static func text(_ receipt: OrderStore.Receipt, formatter: MoneyFormatter) -> String {
        "Order \(receipt.orderNumber) taken"
            + (receipt.total.map { ": \(formatter.format($0))" } ?? "") + ", pickup "
            + ReceiptRenderer.displayTime(receipt.pickupAt)
    }
}
