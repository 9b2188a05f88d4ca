import BistroCore
import BistroOrderBook

extension PageRenderer {
    /// A receipt or order-history page of `book`.
    package func render(_ page: OrderPage, of book: OrderBookPages) -> String {
        let restaurant = model.restaurant
        let takesCheckIns = restaurant.endpoints.checkIns != nil && restaurant.pickup.startOn == .checkin
        let path = book.path(page)
        let name = model.site.name
        var values: [String: Any] = [:]
        var title = ""
        var jsonLD: String?
        switch page {
        case .receipt(let index):
            let order = book.receipts[index].order
            values["receipt"] = ReceiptView(order: order, formatter: book.formatter(order.currency), takesCheckIns: takesCheckIns)
            title = "Receipt \(order.orderNumber)"
            jsonLD = OrderJSONLD.order(order, url: model.urls.absolute(path)).scriptSafe()
        case .history(let index):
            values["history"] = HistoryView(customer: book.histories[index], formatter: book.formatter,
                                            receiptURL: { model.urls.link(OrderPageLinks.receipt(token: $0)) })
            title = "Your orders"
        }
        let meta = PageContext.Meta(title: "\(title) · \(name)", heading: title, description: nil,
                                    canonicalURL: model.urls.absolute(path), jsonLD: jsonLD, noindex: true, kind: page.template)
        return templates.render(page.template, PageContext(site: model.site, nav: model.navigation, page: meta, values: values).root)
    }
}
