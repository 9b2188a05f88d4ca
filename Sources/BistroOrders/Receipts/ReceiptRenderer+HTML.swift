import BistroMarkup
import BistroOrderBook
extension ReceiptRenderer {
    /// A standalone, print-friendly receipt page; `noindex`, and every customer- or owner-supplied text escaped.
    package func html(_ order: StoredOrder) -> String {
        let e = HTMLText.escape
        var rows = ""
        for line in order.lines {
            rows += "<tr><td>\(line.quantity)</td><td>\(e(line.name))"
            if let choices = line.choicesSummary { rows += "<br>\(e(choices))" }
            rows += "<br><small>\(e(line.sku))"
            if let note = line.note { rows += " — \(e(note))" }
            rows += "</small></td><td class=\"n\">\(e(formatter.format(line.unitPrice)))</td><td class=\"n\">\(e(formatter.format(line.total)))</td></tr>\n"
        }
        var totalsRows = ""
        for (_, label, amount) in totals(order) {
            totalsRows += "<tr><th colspan=\"3\" scope=\"row\">\(e(label))</th><td class=\"n\">\(e(amount))</td></tr>\n"
        }
        let note = order.note.map { "<p>Note: \(e($0))</p>\n" } ?? ""
        let style = "body{font-family:system-ui,sans-serif;max-width:40rem;margin:1rem auto;padding:0 1rem}table{width:100%;border-collapse:collapse}td,th{padding:.25rem;text-align:left;border-bottom:1px solid #ddd}.n{text-align:right;white-space:nowrap}"
        let body = """
            <h1>\(e(order.restaurantName))</h1>
            <p>Order <strong>\(e(order.orderNumber))</strong></p>
            <dl>
            <dt>Placed</dt><dd>\(e(Self.displayTime(order.placedAt)))</dd>
            <dt>Pickup</dt><dd>\(e(Self.displayTime(order.pickupAt)))</dd>
            <dt>Customer</dt><dd>\(e(order.customerName))</dd>
            </dl>
            <table>
            <thead><tr><th scope="col">Qty</th><th scope="col">Item</th><th scope="col" class="n">Unit price</th><th scope="col" class="n">Total</th></tr></thead>
            <tbody>
            \(rows)</tbody>
            <tfoot>
            \(totalsRows)</tfoot>
            </table>
            \(note)
            """
        return StandalonePage.render(title: "Receipt \(order.orderNumber) — \(order.restaurantName)", style: style, body: body)
    }
}
