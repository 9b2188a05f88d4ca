import BistroCore
import BistroOrderBook

extension PageRenderer {
    /// A receipt or order-history page of `book`.
    package func render(_ page: OrderPage, of book: OrderBookPages) -> String {
        switch page {
        case .receipt(let index):
            let order = book.receipts[index].order
            return renderReceipt(order, formatter: book.formatter(order.currency))
        case .history(let index):
            let view = HistoryView(
                customer: book.histories[index], formatter: book.formatter,
                receiptURL: { model.urls.link(OrderPageLinks.receipt(token: $0)) })
            return render(
                page.template, path: book.path(page), title: "Your orders", jsonLD: nil,
                values: ["history": view])
        }
    }

    /// The receipt page of one order (`receipt.mustache` in the layout), the page a build publishes at
    /// `receipts/TOKEN/` and `bistro receipt --format html` prints: the one way a receipt becomes HTML.
    package func renderReceipt(_ order: StoredOrder, formatter: MoneyFormatter) -> String {
        let restaurant = model.restaurant
        let takesCheckIns = restaurant.endpoints.checkIns != nil && restaurant.pickup.startOn == .checkin
        let path = OrderPageLinks.receipt(token: order.receiptToken)
        let view = ReceiptView(
            order: order, formatter: formatter, takesCheckIns: takesCheckIns,
            reviewEndpoint: restaurant.reviews.enabled ? restaurant.endpoints.reviews : nil)
        let jsonLD = OrderJSONLD.order(order, url: model.urls.absolute(path)).scriptSafe()
        return render(
            "receipt", path: path, title: "Receipt \(order.orderNumber)", jsonLD: jsonLD,
            values: ["receipt": view])
    }

    /// A private page: `noindex`, canonical at its own path, in the site's layout.
    private func render(
        _ template: String, path: String, title: String, jsonLD: String?,
        values: [String: Any]
    ) -> String {
        let meta = PageContext.Meta(
            title: "\(title) · \(model.site.name)", heading: title, description: nil,
            canonicalURL: model.urls.absolute(path), jsonLD: jsonLD, noindex: true, kind: template)
        let context = PageContext(site: model.site, nav: model.navigation, page: meta, values: values)
        return templates.render(template, context.root)
    }
}
