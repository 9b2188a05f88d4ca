import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroSite
@testable import BistroTemplates

/// A delivery order's receipt shows where it goes and how far it has got (Preparing, On the way, Delivered)
/// instead of the pickup's time, place and "I'm here"; the fee is its own figure; the customer's history
/// shows the same status and fee.
@Suite struct DeliveryReceiptTests {
    static let zone = TimeZone(identifier: "America/Toronto")!
    static let placed = LocalTime(Timestamp(secondsSince1970: 1_795_366_800), in: zone)

    /// Two burgers, delivered up to 3 km for 3.99: 33.00 + 3.99, 13 % of 36.99 = 4.81, 41.80.
    static func order(
        status: OrderStatus = .preparing, delivery: Bool = true, change: (inout DeliveryRecord) -> Void = { _ in }
    ) -> StoredOrder {
        var record = OrderRecord(
            id: 7, orderNumber: "RC-20261122-0007", orderDay: placed.day, daySequence: 7, clientOrderId: nil,
            idempotencyKey: "key-7", sourceFile: "7.json", customerId: 1, customerName: "Ada Lovelace",
            customerEmail: "ada@example.com", customerPhone: nil, status: status, placedAt: placed, pickupAt: nil,
            note: nil, restaurantName: "Royal Café", currency: "CAD", subtotalCents: 3300, couponCode: nil,
            discountCents: 0, taxableCents: 3300, taxName: "HST", taxRate: "0.13", taxCents: 481, tipPercent: nil,
            tipCents: 0, totalCents: 4180, receiptToken: String(repeating: "ab", count: 16), preparationMinutes: 15,
            preparationStartedAt: placed, readyDueAt: nil)
        record.deliveryFeeCents = delivery ? 399 : 0
        let line = OrderLineRecord(
            orderId: 7, lineNumber: 1, sku: "RC-BURG-01", name: "Royal Burger", kind: "item",
            categoryId: "burgers-n-wraps", quantity: 2, unitPriceCents: 1650, lineTotalCents: 3300,
            preparationMinutes: nil, note: nil)
        var order = StoredOrder(record: record, lines: [line])
        if delivery {
            var drop = DeliveryRecord(
                orderId: 7, streetAddress: "12 King St W", locality: "Toronto", postalCode: "M5H 1A1",
                instructions: "Buzz 1203 <b>", distanceM: 1234, zone: "up to 3 km", zoneFeeCents: 399,
                driverFeeCents: 319)
            change(&drop)
            order.delivery = drop
        }
        return order
    }

    static func page(_ order: StoredOrder) throws -> String {
        var content = SampleContent.make()
        content.restaurant.endpoints = OrderEndpoints(
            orders: "/api/orders", checkIns: "/api/check-ins", reviews: "/api/reviews")
        content.restaurant.reviews.enabled = true
        let renderer = PageRenderer(model: try SiteModel(content: content), templates: try TemplateSet.defaults())
        return renderer.renderReceipt(
            order, formatter: MoneyFormatter(localeIdentifier: "en_CA", currency: order.currency))
    }

    static func at(_ minutes: Int) -> LocalTime {
        LocalTime(placed.timestamp.adding(seconds: minutes * 60), in: zone)
    }

    @Test func theAddressAndTheFeeInsteadOfThePickup() throws {
        let html = try Self.page(Self.order(status: .received))
        #expect(html.contains(#"<dt>Deliver to</dt><dd class="delivery-address">12 King St W, Toronto, M5H 1A1</dd>"#))
        #expect(html.contains("<dt>Delivery</dt><dd>As soon as possible</dd>"))
        #expect(html.contains("<dt>Instructions</dt><dd>Buzz 1203 &lt;b&gt;</dd>"), "the customer's text, escaped")
        #expect(
            html.contains(
                #"<tr class="deliveryFee"><th scope="row" colspan="3">Delivery</th><td class="num">$3.99</td></tr>"#))
        #expect(html.contains(#"<td class="num">$41.80</td>"#))
        #expect(!html.contains("<dt>Pickup</dt>") && !html.contains("<dt>Where</dt>"))
        #expect(!html.contains("im-here") && !html.contains("check-in-heading"), "nobody checks in for a delivery")
        #expect(
            !html.contains("1234") && !html.contains("up to 3 km") && !html.contains("319"), "no distance, zone or pay")
    }

    @Test func theStatusFollowsTheDriver() throws {
        let cases: [(StoredOrder, String, String)] = [
            (Self.order(status: .received), "preparing", "Preparing"),
            (Self.order(status: .ready), "preparing", "Preparing"),
            (Self.order(status: .ready) { $0.pickedUpAt = Self.at(20) }, "on-the-way", "On the way"),
            (Self.order(status: .pickedUp), "on-the-way", "On the way"),
            (
                Self.order(status: .pickedUp) {
                    $0.pickedUpAt = Self.at(20)
                    $0.deliveredAt = Self.at(41)
                }, "delivered", "Delivered"
            ),
            (Self.order(status: .cancelled), "cancelled", "Cancelled"),
        ]
        for (order, slug, label) in cases {
            let html = try Self.page(order)
            #expect(html.contains(#"<span class="status status-\#(slug)">\#(label)</span>"#), "\(label)")
            #expect(html.contains(#"aria-current="step">\#(label)"#) == (slug != "cancelled"), "\(label)")
        }
    }

    @Test func theStepsSayWhenTheyWereReached() throws {
        let html = try Self.page(
            Self.order(status: .pickedUp) {
                $0.pickedUpAt = Self.at(20)
                $0.deliveredAt = Self.at(41)
            })
        #expect(html.contains(#"<li class="delivery-step delivery-step-done">Preparing</li>"#))
        #expect(html.contains(#"<li class="delivery-step delivery-step-done">On the way <time datetime=""#))
        #expect(html.contains(#"<li class="delivery-step delivery-step-current" aria-current="step">Delivered <time"#))
        let preparing = try Self.page(Self.order())
        #expect(preparing.contains(#"<li class="delivery-step delivery-step-next">Delivered</li>"#))
    }

    @Test func ratingWaitsForTheDoor() throws {
        #expect(!(try Self.page(Self.order(status: .pickedUp) { $0.pickedUpAt = Self.at(20) })).contains(#"id="rate""#))
        #expect(try Self.page(Self.order(status: .pickedUp) { $0.deliveredAt = Self.at(41) }).contains(#"id="rate""#))
        #expect(try Self.page(Self.order(status: .pickedUp, delivery: false)).contains(#"id="rate""#))
    }

    @Test func aPickupReceiptIsAsItWas() throws {
        let html = try Self.page(Self.order(status: .received, delivery: false))
        #expect(html.contains("<dt>Pickup</dt><dd>As soon as possible</dd>") && html.contains("<dt>Where</dt>"))
        #expect(html.contains(#"id="im-here""#) && !html.contains("delivery-progress"))
        #expect(!html.contains(#"class="deliveryFee""#) && html.contains("Received</span>"))
    }

    @Test func theHistoryShowsTheFeeAndTheStage() {
        let source = HistoryPageSource(
            customerID: 1, historyToken: "t", name: "Ada",
            orders: [Self.order { $0.pickedUpAt = Self.at(20) }, Self.order(status: .received, delivery: false)])
        let view = HistoryView(
            customer: source, formatter: { MoneyFormatter(localeIdentifier: "en_CA", currency: $0) },
            receiptURL: { "/receipts/\($0)/" })
        #expect(view.entries.map(\.deliveryFee) == ["$3.99", nil])
        #expect(view.entries.map(\.isDelivery) == [true, false])
        #expect(view.entries.map(\.status) == ["On the way", "Received"])
        #expect(view.entries.map(\.statusSlug) == ["on-the-way", "received"])
        #expect(view.child(named: "hasDeliveries") as? Bool == true)
    }

    @Test func theHistoryPageShowsTheFeeUnderTheTotal() throws {
        let source = HistoryPageSource(
            customerID: 1, historyToken: "t", name: "Ada",
            orders: [Self.order(), Self.order(status: .received, delivery: false)])
        let view = HistoryView(
            customer: source, formatter: { MoneyFormatter(localeIdentifier: "en_CA", currency: $0) },
            receiptURL: { "/receipts/\($0)/" })
        let renderer = PageRenderer(
            model: try SiteModel(content: SampleContent.make()), templates: try TemplateSet.defaults())
        let html = renderer.templates.render(
            "history",
            PageContext(
                site: renderer.model.site, nav: renderer.model.navigation,
                page: .init(
                    title: "Your orders", heading: "Your orders", description: nil, canonicalURL: "/", jsonLD: nil,
                    noindex: true, kind: "history"), values: ["history": view]
            ).root)
        #expect(html.contains(#"<th scope="col">Pickup or delivery</th>"#))
        #expect(html.contains(#"<td class="num">$41.80<br><small>incl. delivery $3.99</small></td>"#))
        #expect(html.contains("<td>Delivery: As soon as possible</td>"))
        #expect(html.contains(#"<span class="status status-preparing">Preparing</span>"#))
    }
}
