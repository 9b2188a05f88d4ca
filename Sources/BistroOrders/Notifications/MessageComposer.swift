import BistroCore
import BistroMail
import BistroOrderBook
import BistroTemplates
import Foundation

/// Words the messages of the pickup flow with the owner's templates. Every template gets `restaurant`
/// (`name`, `address`, `phone`, `email`, `url`) plus the values documented in docs/pickup.md for its event.
/// Pure: it reads nothing and writes nothing.
package struct MessageComposer: Sendable {
    package let restaurant: Restaurant
    package let templates: any MessageTemplates
    package let timeZone: TimeZone
    /// The right-hand side of Message-IDs: the host of `baseURL`, or "bistro.invalid" without one.
    package let domain: String
    let receipts: ReceiptRenderer
    /// `restaurant` for every template, made once: the same texts for every message.
    private let restaurantValues: RestaurantValues

    package init(restaurant: Restaurant, templates: any MessageTemplates) {
        self.restaurant = restaurant
        self.templates = templates
        timeZone = TimeZone(identifier: restaurant.timeZone) ?? TimeZone(identifier: "UTC")!
        domain = Self.domain(baseURL: restaurant.baseURL)
        receipts = ReceiptRenderer(localeIdentifier: restaurant.locale, currency: restaurant.currency)
        restaurantValues = RestaurantValues(restaurant)
    }

    static func domain(baseURL: String) -> String {
        guard let host = URL(string: baseURL)?.host?.lowercased(), !host.isEmpty,
            host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") })
        else { return "bistro.invalid" }
        return host
    }

    /// Who messages come from: the restaurant's name and `contact.email` (or no-reply@DOMAIN without one).
    package var sender: MailAddress {
        let address = restaurant.contact.email.flatMap { MailAddress.isValid($0) ? $0 : nil } ?? "no-reply@\(domain)"
        return MailAddress(address, displayName: restaurant.name)
    }

    /// The kitchen's address when kitchen tickets are on and `contact.email` is valid.
    var kitchenAddress: String? {
        guard restaurant.kitchenTicket, let email = restaurant.contact.email, MailAddress.isValid(email) else {
            return nil
        }
        return email
    }

    /// `BASEURL/receipts/TOKEN/` when `baseURL` is absolute (a relative link means nothing in an email).
    package func receiptURL(token: String) -> String? {
        OrderPageLinks.receiptURL(baseURL: restaurant.baseURL, token: token)
    }

    /// Renders `event`'s template with `values` (plus `restaurant`).
    func compose(_ event: NotificationEvent, to recipient: String, _ values: [String: Any], fallbackSubject: String)
        -> ComposedMessage
    {
        var context = values
        context["restaurant"] = restaurantValues.values
        let rendered = templates.renderMessage(event.templateName, context) ?? ""
        return ComposedMessage.parse(rendered, event: event, recipient: recipient, fallbackSubject: fallbackSubject)
    }

    /// "17:15" on the restaurant's clock; with the date when not on `day`.
    func clock(_ time: LocalTime, on day: CalendarDay? = nil) -> String {
        let hhmm = String(time.shortText.suffix(5))
        return day == nil || day == time.day ? hhmm : time.shortText
    }

    // MARK: The messages

    /// The "received" mail, to the order's address: the only place that carries the link to the customer's
    /// order history (`historyURL`, from `historyToken`), since only that mailbox's owner may follow it.
    package func received(_ order: StoredOrder, preparation: Preparation, historyToken: String?) -> ComposedMessage {
        var values: [String: Any] = [
            "customerName": order.customerName, "orderNumber": order.orderNumber, "receiptText": receipts.text(order),
            "pickupTime": ReceiptRenderer.displayTime(order.pickupAt),
            "preparationMinutes": preparation.minutes,
            "radiusMeters": restaurant.pickup.radiusMeters, "preparationStarted": preparation.readyAt != nil,
        ]
        if let table = order.table { values["table"] = table }
        if let delivery = deliveryValues(order, preparation: preparation) { values["delivery"] = delivery }
        if let url = receiptURL(token: order.receiptToken) { values["receiptURL"] = url }
        if let historyToken, let url = OrderPageLinks.historyURL(baseURL: restaurant.baseURL, token: historyToken) {
            values["historyURL"] = url
        }
        if let ready = preparation.readyAt { values["readyAt"] = clock(ready) }
        return compose(
            .received, to: order.customerEmail, values, fallbackSubject: "Order \(order.orderNumber) received")
    }

    /// The reasons in the restaurant's own words, from their codes and what they are about ("more of an
    /// item than we have left: Montréal-Style Poutine"): nothing of the file — no name, no orderId, no item
    /// code — is repeated,
    /// since whoever wrote the file chose the address too (`RejectionMailReasons`). Limited to
    /// `notify.rejectionMailsPerDay` per mailbox and restaurant day (`DailyMailLimit`).
    package func rejected(email: String, reasons: [Rejection], delivery: Bool = false) -> ComposedMessage {
        let lines = RejectionMailReasons.lines(reasons, formatter: receipts.formatter, delivery: delivery)
        let values: [String: Any] = ["reasons": lines.map { ["message": $0] }]
        var message = compose(.rejected, to: email, values, fallbackSubject: "We could not accept your order")
        message.dailyLimit = DailyMailLimit(address: email, perDay: restaurant.rejectionMailsPerDay)
        return message
    }

    package func preparing(_ order: PickupOrder, readyAt: LocalTime, minutes: Int, distanceMeters: Int?)
        -> ComposedMessage
    {
        var values: [String: Any] = order.values
        values["readyAt"] = clock(readyAt)
        values["preparationMinutes"] = minutes
        if let distanceMeters { values["distanceMeters"] = distanceMeters }
        return compose(
            .preparing, to: order.customerEmail, values, fallbackSubject: "We are preparing order \(order.orderNumber)")
    }

    /// "Come and get it"; for a delivery order (`delivery` true), that a driver will bring it.
    package func ready(_ order: PickupOrder) -> ComposedMessage {
        compose(
            .ready, to: order.customerEmail, order.values,
            fallbackSubject: "Order \(order.orderNumber) is ready" + (order.isDelivery ? "" : " for pickup"))
    }

    /// The thanks after the pickup; it invites the customer to rate the dishes on the receipt page when the
    /// restaurant takes ratings (`reviews`, `orders.reviewEndpoint`). nil for a delivery order: a driver picked
    /// it up, not the customer, whom "on_the_way" and then "delivered" tell (`onTheWay`, `delivered`).
    package func pickedUp(_ order: PickupOrder) -> ComposedMessage? {
        guard !order.isDelivery else { return nil }
        var values = order.values
        if restaurant.reviews.enabled, restaurant.endpoints.reviews != nil,
            let url = receiptURL(token: order.receiptToken)
        {
            values["rateURL"] = url + "#rate"
            values["reviewWindowDays"] = restaurant.reviews.windowDays
        }
        return compose(
            .pickedUp, to: order.customerEmail, values, fallbackSubject: "Thank you for order \(order.orderNumber)")
    }

    package func cancelled(_ order: PickupOrder, reason: String?) -> ComposedMessage {
        var values = order.values
        if let reason, !reason.isEmpty { values["reason"] = reason }
        return compose(
            .cancelled, to: order.customerEmail, values, fallbackSubject: "Order \(order.orderNumber) was cancelled")
    }

    package func tooFar(_ order: PickupOrder, distanceMeters: Int) -> ComposedMessage {
        var values = order.values
        values["distanceMeters"] = distanceMeters
        values["radiusMeters"] = restaurant.pickup.radiusMeters
        return compose(
            .tooFar, to: order.customerEmail, values,
            fallbackSubject: "Not quite there yet (order \(order.orderNumber))")
    }

    /// The kitchen's ticket: what to cook, and when it is wanted (a table, a pickup time, or for a delivery
    /// order DELIVERY with its zone and `readyBy`, the time it is due ready for the driver: `readyDueAt`).
    package func kitchenTicket(_ order: StoredOrder, readyBy: LocalTime? = nil, to address: String)
        -> ComposedMessage
    {
        var values: [String: Any] = [
            "orderNumber": order.orderNumber, "customerName": order.customerName,
            "pickupTime": ReceiptRenderer.displayTime(order.pickupAt),
            "lines": order.lines.map { line -> [String: Any] in
                var values: [String: Any] = ["quantity": line.quantity, "name": line.name, "sku": line.sku]
                if let note = line.note { values["note"] = note }
                if let choices = line.choicesSummary { values["choices"] = choices }
                return values
            },
        ]
        if let note = order.note { values["note"] = note }
        if let table = order.table { values["table"] = table }
        if let delivery = kitchenDeliveryValues(order, readyBy: readyBy) { values["delivery"] = delivery }
        return compose(.kitchen, to: address, values, fallbackSubject: "Kitchen ticket \(order.orderNumber)")
    }

    func scratchWin(email: String, code: String, percentOff: Int, day: CalendarDay) -> ComposedMessage {
        compose(
            .scratchWin, to: email,
            ["customerEmail": email, "code": code, "percentOff": percentOff, "drawDay": day.description],
            fallbackSubject: "You won \(percentOff)% off your next order")
    }
}

/// The restaurant's texts as templates see them (`name`, `address`, `phone`, `email`, `url`). Only
/// strings, never mutated: safe to share between threads.
private struct RestaurantValues: @unchecked Sendable {
    let values: [String: Any]

    init(_ restaurant: Restaurant) {
        var values: [String: Any] = ["name": restaurant.name]
        let address = restaurant.address.singleLine
        if !address.isEmpty { values["address"] = address }
        if let phone = restaurant.contact.phone { values["phone"] = phone }
        if let email = restaurant.contact.email { values["email"] = email }
        if restaurant.baseURL.hasPrefix("http") { values["url"] = restaurant.baseURL }
        self.values = values
    }
}

/// When an accepted order's preparation happens: how long it takes, and when it will be ready if it has
/// started (`pickup.startOn: "order"`).
package struct Preparation: Sendable, Hashable {
    package var minutes: Int
    package var readyAt: LocalTime?
}

extension PickupOrder {
    /// The template values every order message shares: `delivery` is true for a delivery order.
    var values: [String: Any] {
        ["customerName": customerName, "orderNumber": orderNumber, "delivery": isDelivery]
    }
}
