import Foundation
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Issue 26: a delivery order's receipt (text and JSON) and its line in the kitchen's queue say where and
/// when it goes instead of a pickup time.
@Suite struct DeliveryReceiptTests {
    let renderer = ReceiptRenderer(
        localeIdentifier: Demo.content.restaurant.locale, currency: Demo.content.restaurant.currency)

    @Test func theTextReceiptSaysDeliveryAndWhereTo() {
        let asap = renderer.text(DeliveryOrderFixture.order(instructions: "Buzz 402\nthen the lift to 4"))
        #expect(
            asap.contains(
                """
                Placed:   2026-11-27 12:00
                Delivery: as soon as possible
                To:       12 King St W, Toronto, M5V 2T6
                          Note to the driver: Buzz 402 then the lift to 4
                Customer: Ada Lovelace <ada@example.com>

                """), "\(asap)")
        #expect(!asap.contains("Pickup"))
        #expect(asap.contains("\nDelivery" + String(repeating: " ", count: 43) + "$3.99\n"), "\(asap)")
        #expect(asap.contains("\nTotal" + String(repeating: " ", count: 45) + "$23.16\n"), "\(asap)")

        let later = renderer.text(DeliveryOrderFixture.order(wanted: "13:30", instructions: nil))
        #expect(later.contains("Delivery: 2026-11-27 13:30\nTo:       12 King St W, Toronto, M5V 2T6\nCustomer:"))
        #expect(!later.contains("driver"))

        let pickup = renderer.text(DeliveryOrderFixture.order(delivery: false))
        #expect(pickup.contains("Pickup:   as soon as possible\n") && !pickup.contains("To:"))
        #expect(!pickup.contains("\nDelivery"))
    }

    @Test func theJSONReceiptGivesTheFeeAndTheDropOff() throws {
        let text = renderer.json(DeliveryOrderFixture.order(wanted: "13:30")).rendered(pretty: false)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(json["deliveryFee"] as? String == "3.99")
        #expect(json["total"] as? String == "23.16")
        #expect(json["pickupAt"] as? String == "2026-11-27T13:30:00-05:00")
        let delivery = try #require(json["delivery"] as? [String: Any])
        #expect(delivery["streetAddress"] as? String == "12 King St W")
        #expect(delivery["locality"] as? String == "Toronto")
        #expect(delivery["postalCode"] as? String == "M5V 2T6")
        #expect(delivery["instructions"] as? String == "Buzz 402")
        #expect(delivery["zone"] as? String == "up to 3 km")
        #expect(delivery["distanceMeters"] as? Int == 1234)
        #expect(delivery["pickedUpAt"] is NSNull && delivery["deliveredAt"] is NSNull)

        let pickupText = renderer.json(DeliveryOrderFixture.order(delivery: false)).rendered(pretty: false)
        let pickup = try #require(try JSONSerialization.jsonObject(with: Data(pickupText.utf8)) as? [String: Any])
        #expect(pickup["delivery"] is NSNull)
        #expect(pickup["deliveryFee"] as? String == "0.00")
    }

    /// DELIVERY, its ready-by time, its time at the door and its zone; not its address.
    @Test func theKitchenQueueMarksDeliveries() {
        let order = DeliveryOrderFixture.order(wanted: "13:30")
        #expect(
            KitchenQueueText.lines(order, readyBy: DeliveryOrderFixture.time("13:10")) == [
                "RC-20261127-0007  DELIVERY ready by 2026-11-27 13:10 (at the door 2026-11-27 13:30; zone up to 3 km)"
                    + "  preparing  Ada Lovelace",
                "  1× Royal Burger (RC-BURG-01)",
            ])
        let asap = KitchenQueueText.lines(DeliveryOrderFixture.order()).joined(separator: "\n")
        #expect(asap.hasPrefix("RC-20261127-0007  DELIVERY (at the door asap; zone up to 3 km)  preparing"))
        #expect(!asap.contains("King") && !asap.contains("Buzz"))
        #expect(
            KitchenQueueText.lines(DeliveryOrderFixture.order(delivery: false)).first
                == "RC-20261127-0007  asap (placed 2026-11-27 12:00)  preparing  Ada Lovelace")
    }
}
