import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders
@testable import BistroTemplates

/// Issue 26: the customer's and the kitchen's messages about a delivery order talk of the drop-off, never
/// of a pickup, a counter or a check-in; a rejected delivery order is told why in Bistro's own words.
@Suite struct DeliveryMessageTests {
    let composer: MessageComposer

    init() throws {
        composer = MessageComposer(restaurant: Demo.content.restaurant, templates: try TemplateSet.defaults())
    }

    func received(wanted: String? = nil, minutes: Int = 15, readyAt: String) -> ComposedMessage {
        composer.received(
            DeliveryOrderFixture.order(wanted: wanted),
            preparation: Preparation(minutes: minutes, readyAt: DeliveryOrderFixture.time(readyAt)), historyToken: nil)
    }

    /// Delivered at about the ready time plus the trip (the demo's 35 minutes' lead less the preparation),
    /// or the wanted time; never before either.
    @Test func theReceivedMailSaysWhereAndAboutWhen() {
        let asap = received(readyAt: "12:15").body
        #expect(
            asap.contains(
                "We have started preparing it, and will deliver it at about 12:35 to:\n12 King St W, Toronto, M5V 2T6\n"
                    + "We will write again when a driver is on the way with it.\n"), "\(asap)")
        #expect(asap.contains("Delivery: as soon as possible\nTo:       12 King St W"))
        for pickupWords in ["check in", "Where:", "Pickup", "pickup", "ready at about", "within 100 m"] {
            #expect(!asap.contains(pickupWords), "\(pickupWords) in:\n\(asap)")
        }
        #expect(received(wanted: "13:30", readyAt: "13:10").body.contains("deliver it at about 13:30 to:\n"))
        // A kitchen slower than the lead time: the order leaves when it is ready, whatever was wanted.
        #expect(received(minutes: 50, readyAt: "12:50").body.contains("deliver it at about 12:50 to:\n"))
        #expect(received(wanted: "12:40", minutes: 50, readyAt: "12:50").body.contains("at about 12:50 to:\n"))

        let pickup = composer.received(
            DeliveryOrderFixture.order(delivery: false), preparation: Preparation(minutes: 15, readyAt: nil),
            historyToken: nil
        ).body
        #expect(pickup.contains("How pickup works") && pickup.contains("Where: 212 Queen Street West"))
        #expect(!pickup.contains("deliver"))
    }

    @Test func theReadyMailDoesNotSendADeliveryCustomerToTheCounter() {
        let ready = composer.ready(DeliveryOrderFixture.pickupOrder())
        #expect(ready.subject == "Royal Café: order RC-20261127-0007 is ready")
        #expect(ready.body.contains("is ready, and a driver will bring it to you.\n"), "\(ready.body)")
        #expect(!ready.body.contains("pickup") && !ready.body.contains("counter") && !ready.body.contains("212 Queen"))

        let pickup = composer.ready(DeliveryOrderFixture.pickupOrder(delivery: false))
        #expect(pickup.subject == "Royal Café: order RC-20261127-0007 is ready for pickup")
        #expect(pickup.body.contains("is ready for pickup at 212 Queen Street West"))
        #expect(pickup.body.contains("Please give the order number at the counter."))
    }

    /// A driver picks a delivery order up: "on_the_way" tells the customer, not "thank you for picking up".
    @Test func noPickedUpThanksForADeliveryOrder() {
        #expect(composer.pickedUp(DeliveryOrderFixture.pickupOrder()) == nil)
        #expect(
            composer.pickedUp(DeliveryOrderFixture.pickupOrder(delivery: false))?.body.contains("picking up") == true)
    }

    /// On the way: who brings it, the receipt and whom to call; delivered: whom to call if it is not there.
    @Test func onTheWayAndDeliveredSayWhomToCall() {
        let onTheWay = composer.onTheWay(DeliveryOrderFixture.pickupOrder(), driverName: "Grace")
        #expect(onTheWay.subject == "Royal Café: order RC-20261127-0007 is on the way")
        #expect(
            onTheWay.body.contains(
                """
                Grace has picked up your order RC-20261127-0007 and is on the way to you.
                Your receipt: https://royalcafe.example/receipts/0123456789abcdef0123456789abcdef/
                Questions about the delivery? Call us at +1 416 555 0199.

                """), "\(onTheWay.body)")
        let delivered = composer.delivered(DeliveryOrderFixture.pickupOrder())
        #expect(delivered.subject == "Royal Café: order RC-20261127-0007 was delivered")
        #expect(
            delivered.body.contains(
                "was delivered. Enjoy your meal!\nNothing at your door? Call us at +1 416 555 0199.\n"),
            "\(delivered.body)")
    }

    /// DELIVERY, when it must be ready for the driver, when it is wanted at the door, and its zone: the
    /// address is not the kitchen's business.
    @Test func theKitchenTicketMarksADelivery() {
        let ticket = composer.kitchenTicket(
            DeliveryOrderFixture.order(wanted: "13:30"), readyBy: DeliveryOrderFixture.time("13:10"),
            to: "kitchen@example.com")
        #expect(ticket.subject == "Kitchen ticket RC-20261127-0007 - DELIVERY ready by 13:10")
        #expect(
            ticket.body.hasPrefix(
                """
                Order RC-20261127-0007 for Ada Lovelace
                DELIVERY
                Ready by: 13:10, for the driver
                At the door: 2026-11-27 13:30
                Zone: up to 3 km

                1 x Royal Burger (RC-BURG-01)

                """), "\(ticket.body)")
        #expect(!ticket.body.contains("King") && !ticket.body.contains("Buzz") && !ticket.body.contains("Pickup"))

        let asap = composer.kitchenTicket(DeliveryOrderFixture.order(), to: "kitchen@example.com")
        #expect(asap.subject == "Kitchen ticket RC-20261127-0007 - DELIVERY")
        #expect(asap.body.contains("DELIVERY\nAt the door: as soon as possible\nZone: up to 3 km\n"))

        // A take-away order's ticket: its pickup time, and no table.
        let pickup = composer.kitchenTicket(DeliveryOrderFixture.order(delivery: false), to: "kitchen@example.com")
        #expect(pickup.subject == "Kitchen ticket RC-20261127-0007 - pickup as soon as possible")
        #expect(pickup.body.hasPrefix("Order RC-20261127-0007 for Ada Lovelace\nPickup: as soon as possible\n\n"))
        #expect(!pickup.body.contains("table") && !pickup.body.contains("DELIVERY"))
    }

    /// Bistro's words and the figures it worked out (a distance, an amount short), never the file's text (the
    /// postal code the message quotes).
    @Test func rejectedDeliveryOrdersAreToldWhyInPlainWords() {
        var outside = Rejection(.outsideDeliveryArea, #"we do not deliver to postal code "EVIL.EXAMPLE": …"#)
        outside.detail = .distanceMeters(7_420)
        var short = Rejection(.belowDeliveryMinimum, "delivery up to 3 km needs an order of at least 15.00 …")
        short.detail = .missing(Money(minorUnits: 200, currency: Demo.content.restaurant.currency))
        let message = composer.rejected(
            email: "ada@example.com",
            reasons: [
                Rejection(.deliveryUnavailable, "this restaurant does not deliver: order for pickup"),
                Rejection(.addressRequired, "a delivery order needs the drop-off's address: a postal code is missing"),
                outside, Rejection(.outsideDeliveryArea, #"we do not deliver to postal code "X0X""#), short,
            ])
        #expect(
            message.body.contains(
                """
                - a delivery order, which we do not take
                - a delivery order without its full address (a street address and a postal code)
                - a delivery address outside the area we deliver to: 7.4 km from us
                - a delivery address outside the area we deliver to
                - an order below our minimum for delivery to its address: $2.00 short

                """), "\(message.body)")
        #expect(!message.body.contains("EVIL") && !message.body.contains("X0X") && !message.body.contains("15.00"))
    }
}
