import BistroCore

extension StoredOrder {
    /// The order as it is being recorded, for the messages queued in the same transaction (the receipt in
    /// the "received" message is the one `bistro receipt` prints).
    init(accepted order: ValidatedOrder, id: Int64, number: String, placedAt: String, status: String,
         restaurant: Restaurant, token: String) {
        let price = order.price
        self.id = id
        orderNumber = number
        clientOrderID = order.orderID
        customerName = order.customerName
        customerEmail = order.customerEmail
        customerPhone = order.customerPhone
        self.status = status
        self.placedAt = placedAt
        pickupAt = order.pickupAt?.iso8601
        note = order.note
        restaurantName = restaurant.name
        subtotal = price.subtotal
        couponCode = price.couponCode
        discount = price.discount
        taxable = price.taxable
        taxName = restaurant.taxName ?? "Tax"
        taxRate = restaurant.taxRate
        tax = price.tax
        tipPercent = price.tipPercent
        tip = price.tip
        total = price.total
        receiptToken = token
        lines = order.lines.map {
            Line(sku: $0.product.sku, name: $0.product.name, quantity: $0.quantity, unitPrice: $0.unitPrice, total: $0.total, note: $0.note)
        }
    }
}
