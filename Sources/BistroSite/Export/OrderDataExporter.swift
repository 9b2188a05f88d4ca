import BistroCore
import BistroJSON

/// `order/order-data.json`: everything the order page needs to work offline, made from the same content
/// the order processor reads, so the page and `bistro process` can never disagree on a price or a SKU.
/// Money is integer minor units (`…Cents`); the tax rate is the exact decimal string; only public
/// coupons are listed (a staff code stays a secret); stock is the order book's when built with `--db`.
/// The pickup settings (`slotMinutes` … `closures`, sorted) are the processor's, so the page offers only
/// pickup times it accepts (docs/pickup.md, "The order page's pickup times"). `dineIn` and `tables` (the ids,
/// in the list's order) say whether `?table=T3` makes the page a dine-in order for a table, and `taxRates` (null
/// without restaurant.json's) the rates of dine-in and take-away orders (docs/tables.md). `delivery` (null
/// without restaurant.json's) gives the zones, fees, minimums and lead time the processor delivers by
/// (`DeliveryJSON`).
///
/// ```json
/// {"currency": "CAD", "minorUnitDigits": 2, "locale": "en-CA", "timeZone": "America/Toronto",
///  "taxRate": "0.13", "taxName": "HST", "tipPresets": [10, 15, 20], "preparationMinutes": 15,
///  "taxRates": {"dineIn": "0.13", "takeAway": "0.05"} | null, "dineIn": true, "tables": ["T1", "T2"],
///  "slotMinutes": 15, "leadMinutes": 0, "advanceDays": 0, "maxOrdersPerSlot": null, "closures": ["2026-12-25"],
///  "hours": {"mon": [[660, 1260]], …}, "orders": {"endpoint": "/api/orders", "checkInEndpoint": …},
///  "contact": {"email", "phone"}, "restaurant": "Royal Café", "delivery": {…} | null,
///  "items": [{"sku", "name", "priceCents", "category", "kind", "diets", "allergens", "stock", "soldOut",
///             "url", "options": [{"id", "name", "min", "max", "choices": [{"id", "name", "priceCents",
///             "stock", "soldOut"}]}]}], "kits": [… the same, "category" "kits"],
///  "coupons": [{"code", "percentOff" | "amountOffCents", "validFrom", "validUntil",
///               "minimumSubtotalCents", "appliesTo"}]}
/// ```
enum OrderDataExporter {
    package static func json(model: SiteModel) -> String {
        let restaurant = model.restaurant
        let options = OptionsJSON.bySKU(model.content.catalog)
        func entry(
            sku: String, name: String, cents: Int, category: String, kind: String, diets: [String], allergens: [String],
            stock: Int?, url: String
        ) -> JSONValue {
            let choices = OptionsJSON.orderData(options[sku] ?? [], sku: sku, activity: model.activity)
            return [
                "sku": .string(sku), "name": .string(name), "priceCents": .int(cents), "category": .string(category),
                "kind": .string(kind), "diets": .array(diets.map(JSONValue.string)),
                "allergens": .array(allergens.map(JSONValue.string)), "stock": .optional(stock),
                "soldOut": .bool(stock == 0),
                "url": .string(url), "options": choices,
            ]
        }
        let diets = Dictionary(
            model.content.catalog.categories.flatMap(\.items).map { ($0.sku, $0.diet) }, uniquingKeysWith: { a, _ in a }
        )
        var items: [JSONValue] = []
        for category in model.categories {
            for item in category.items {
                items.append(
                    entry(
                        sku: item.sku, name: item.name, cents: item.priceCents, category: category.id, kind: "item",
                        diets: diets[item.sku] ?? [], allergens: item.allergens, stock: item.stock, url: item.url))
            }
        }
        let kits: [JSONValue] = model.kits.map { kit in
            entry(
                sku: kit.sku, name: kit.name, cents: kit.priceCents, category: "kits", kind: "kit",
                diets: [], allergens: [], stock: kit.stock, url: kit.url)
        }
        let coupons: [JSONValue] = model.content.coupons.filter(\.isPublic).map(couponJSON)
        var hours: [(String, JSONValue)] = []
        for day in OpeningHours.Weekday.allCases {
            hours.append(
                (day.rawValue, .array(restaurant.hours.intervals(on: day).map { [.int($0.start), .int($0.end)] })))
        }
        let taxRates: JSONValue =
            restaurant.taxRates.map { rates -> JSONValue in
                .object([
                    ("dineIn", .string(rates.dineIn.decimalString)),
                    ("takeAway", .string(rates.takeAway.decimalString)),
                ])
            } ?? .null
        let tables: [JSONValue] = (restaurant.tables?.list ?? []).map { .string($0.id) }
        let document: JSONValue = .object([
            ("restaurant", .string(restaurant.name)),
            ("currency", .string(restaurant.currency.code)),
            ("minorUnitDigits", .int(restaurant.currency.minorUnitDigits)),
            ("locale", .string(model.site.lang)),
            ("timeZone", .string(restaurant.timeZone)),
            ("taxRate", .string(restaurant.taxRate.decimalString)),
            ("taxName", .optional(restaurant.taxName)),
            ("taxRates", taxRates),
            ("dineIn", .bool(restaurant.tables?.dineIn == true)),
            ("tables", .array(tables)),
            ("delivery", DeliveryJSON.orderData(restaurant)),
            ("tipPresets", .array(restaurant.tipPresets.map(JSONValue.int))),
            ("preparationMinutes", .int(restaurant.pickup.preparationMinutes)),
            ("slotMinutes", .int(restaurant.pickup.slotMinutes)),
            ("leadMinutes", .int(restaurant.pickup.leadMinutes)),
            ("advanceDays", .int(restaurant.pickup.advanceDays)),
            ("maxOrdersPerSlot", .optional(restaurant.pickup.maxOrdersPerSlot)),
            ("closures", .array(restaurant.closures.sorted().map { .string($0.description) })),
            ("hours", .object(hours)),
            (
                "orders",
                [
                    "endpoint": .optional(restaurant.endpoints.orders),
                    "checkInEndpoint": .optional(restaurant.endpoints.checkIns),
                ]
            ),
            ("contact", ["email": .optional(restaurant.contact.email), "phone": .optional(restaurant.contact.phone)]),
            ("items", .array(items)),
            ("kits", .array(kits)),
            ("coupons", .array(coupons)),
        ])
        return document.rendered(.menuExport) + "\n"
    }

    private static func couponJSON(_ coupon: Coupon) -> JSONValue {
        var members: [(String, JSONValue?)] = [("code", .string(coupon.normalizedCode))]
        switch coupon.discount {
        case .percentOff(let percent): members.append(("percentOff", .int(percent)))
        case .amountOff(let amount): members.append(("amountOffCents", .int(amount.minorUnits)))
        }
        members += [
            ("validFrom", coupon.validFrom.map { .string($0.description) }),
            ("validUntil", coupon.validUntil.map { .string($0.description) }),
            ("minimumSubtotalCents", coupon.minimumSubtotal.map { .int($0.minorUnits) }),
            ("appliesTo", .array(coupon.appliesTo.map(JSONValue.string))),
            ("description", .string(coupon.description)),
        ]
        return .object(members)
    }
}
