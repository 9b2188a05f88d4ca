import BistroOrders

/// Rendering the order book's private pages with the site's layout: `noindex`, no meta description, and
/// titles that name the order or say "Your orders", never the customer.
extension PageRenderer {
    public func render(_ page: OrderPage) -> String {
        guard let book = model.orderBook else { return "" }
        let path = book.path(page)
        let name = model.site.name
        var values: [String: Any] = [:]
        var title = ""
        var jsonLD: String?
        switch page {
        case .receipt(let index):
            let order = book.data.orders[index]
            values["receipt"] = ReceiptView(order: order, formatter: book.formatter(order.currency),
                                            historyURL: book.historyPathByOrder[index].map(model.urls.link))
            title = "Receipt \(order.orderNumber)"
            jsonLD = OrderJSONLD.order(order, url: model.urls.absolute(path)).scriptSafe()
        case .history(let index):
            values["history"] = HistoryView(customer: book.data.customers[index], orders: book.data.orders,
                                            formatter: book.formatter, receiptURL: { model.urls.link(OrderPageLinks.receipt(token: $0)) })
            title = "Your orders"
        }
        let meta = PageContext.Meta(title: "\(title) · \(name)", heading: title, description: nil,
                                    canonicalURL: model.urls.absolute(path), jsonLD: jsonLD, noindex: true, kind: page.template)
        return templates.render(page.template, PageContext(site: model.site, nav: model.navigation, page: meta, values: values).root)
    }
}
