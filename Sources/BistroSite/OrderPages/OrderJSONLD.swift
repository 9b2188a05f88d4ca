import BistroCore
import BistroJSON
import BistroOrderBook

/// schema.org `Order` for a receipt page: number, date, status, the customer as a `Person` (name only),
/// the restaurant as seller, each line as an accepted `Offer` (unit price, currency, quantity), the
/// discount and code, and the total as `totalPaymentDue`. Written script-safe by the renderer.
enum OrderJSONLD {
    static func order(_ order: StoredOrder, url: String) -> JSONValue {
        let currency = JSONValue.string(order.currency.code)
        return .object([
            ("@context", "https://schema.org"), ("@type", "Order"),
            ("orderNumber", .string(order.orderNumber)), ("orderDate", .string(order.placedAt.iso8601)),
            ("orderStatus", .string(DeliveryStage(order)?.schemaOrg ?? OrderStatusText.schemaOrg(order.status))),
            ("url", .string(url)),
            ("customer", .object([("@type", "Person"), ("name", .string(order.customerName))])),
            ("seller", .object([("@type", "Restaurant"), ("name", .string(order.restaurantName))])),
            (
                "acceptedOffer",
                .array(
                    order.lines.map { line in
                        .object([
                            ("@type", "Offer"),
                            (
                                "itemOffered",
                                .object([
                                    ("@type", "Product"), ("name", .string(line.nameWithChoices)),
                                    ("sku", .string(line.sku)),
                                ])
                            ),
                            ("price", .string(line.unitPrice.decimalString)), ("priceCurrency", currency),
                            (
                                "eligibleQuantity",
                                .object([("@type", "QuantitativeValue"), ("value", .int(line.quantity))])
                            ),
                        ])
                    })
            ),
            ("discount", order.couponCode == nil ? nil : .string(order.discount.decimalString)),
            ("discountCode", order.couponCode.map(JSONValue.string)),
            ("discountCurrency", order.couponCode == nil ? nil : currency),
            (
                "totalPaymentDue",
                .object([
                    ("@type", "PriceSpecification"), ("price", .string(order.total.decimalString)),
                    ("priceCurrency", currency),
                ])
            ),
        ])
    }
}
