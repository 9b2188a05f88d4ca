import Foundation
import Testing

/// Issue 26 through the built `bistro`: delivery order files are worded as deliveries in the outbox (the
/// received mails, the kitchen tickets, the ready mails, the rejected mails), in `bistro orders` and its
/// queue, and in `bistro receipt`; a delivery order marked picked up gets no "thank you for picking up".
@Suite struct DeliveryOrderMailTests {
    /// An order of `quantity` × `sku` for delivery to `delivery` (the order file's object), wanted at `wanted`
    /// ("18:30", as `deliverAt`) or as soon as possible.
    static func order(
        _ id: String?, email: String = "ada@example.com", sku: String = "RC-BURG-01", quantity: Int = 1,
        delivery: String, wanted: String? = nil
    ) -> String {
        let time = wanted.map { #", "deliverAt": "2026-11-22T\#($0):00-05:00""# } ?? ""
        return orderJSON(
            id: id, email: email, sku: sku, quantity: quantity,
            extra: #", "fulfilment": "delivery", "delivery": \#(delivery)"# + time)
    }

    /// About 1.2 km from the demo restaurant: the "up to 3 km" ring ($3.99, at least $15).
    static let yonge = #"""
        {"address": {"streetAddress": "1 Yonge St", "postalCode": "M5E 1E5"}, "latitude": 43.6426,
         "longitude": -79.3871, "instructions": "Buzz 402\nthen the lift"}
        """#
    /// Placed by its postal code: the "M5V, M5H" zone ($2.99, at least $10).
    static let king = #"{"address": {"streetAddress": "12 King St W", "locality": "Toronto", "postalCode": "M5V 2T6"}}"#
    static let faraway = #"""
        {"address": {"streetAddress": "1 Far Rd", "postalCode": "L4C 1A1"}, "latitude": 43.8, "longitude": -79.4}
        """#

    func only(_ mail: [ParsedMail], _ event: String, to: String, containing text: String = "") throws -> ParsedMail {
        let found = mail.filter {
            $0.event == event && $0.headers["To"] == to && (text.isEmpty || $0.body.contains(text))
        }
        #expect(found.count == 1, "\(event) to \(to) with \(text): \(mail.map(\.headers))")
        return try #require(found.first)
    }

    @Test func deliveryOrdersAreWordedAsDeliveries() throws {
        let rig = try MailRig(notify: ["kitchenTicket": true])
        let bistro = rig.bistro
        bistro.drop("d1.json", Self.order("d1", delivery: Self.yonge))
        bistro.drop("d2.json", Self.order("d2", quantity: 3, delivery: Self.king, wanted: "18:30"))
        bistro.drop("r1.json", Self.order(nil, email: "far@example.com", delivery: Self.faraway))
        bistro.drop("r2.json", Self.order(nil, email: "small@example.com", sku: "RC-BURG-05", delivery: Self.yonge))
        bistro.drop("r3.json", Self.order(nil, email: "where@example.com", delivery: "{}"))
        let processed = try rig.run(["process"])
        #expect(processed.status == 0, "\(processed.stderr)")
        #expect(processed.stdout.hasPrefix("Accepted 2, rejected 3"), "\(processed.stdout)")
        let mail = try bistro.mail()
        #expect(!mail.isEmpty && mail.allSatisfy(\.clean))

        let soon = try only(mail, "received", to: "ada@example.com", containing: "1 Yonge St").body
        #expect(
            soon.contains(
                "Delivery: as soon as possible\nTo:       1 Yonge St, M5E 1E5\n"
                    + "          Note to the driver: Buzz 402 then the lift\n"), "\(soon)")
        #expect(soon.contains("\nDelivery" + String(repeating: " ", count: 43) + "$3.99\n"), "\(soon)")
        #expect(soon.contains("and will deliver it at about 17:35 to:\n1 Yonge St, M5E 1E5\n"), "\(soon)")
        #expect(!soon.contains("Pickup") && !soon.contains("check in") && !soon.contains("Where:"), "\(soon)")
        let later = try only(mail, "received", to: "ada@example.com", containing: "12 King St W").body
        #expect(later.contains("Delivery: 2026-11-22 18:30\n"), "\(later)")
        #expect(later.contains("deliver it at about 18:30 to:\n12 King St W, Toronto, M5V 2T6\n"), "\(later)")

        let kitchen = "hello@royalcafe.example"
        let asapTicket = try only(mail, "kitchen", to: kitchen, containing: "Zone: up to 3 km")
        #expect(asapTicket.headers["Subject"]?.hasSuffix(" - DELIVERY ready by 17:15") == true, "\(asapTicket.headers)")
        #expect(
            asapTicket.body.contains(
                "DELIVERY\nReady by: 17:15, for the driver\nAt the door: as soon as possible\nZone: up to 3 km\n"),
            "\(asapTicket.body)")
        let laterTicket = try only(mail, "kitchen", to: kitchen, containing: "Zone: M5V, M5H")
        #expect(laterTicket.body.contains("At the door: 2026-11-22 18:30\n"), "\(laterTicket.body)")
        for ticket in [asapTicket, laterTicket] {
            #expect(!ticket.body.contains("Yonge") && !ticket.body.contains("King") && !ticket.body.contains("Buzz"))
            #expect(!ticket.body.contains("Pickup") && !ticket.body.contains("table"))
        }

        for (address, reason) in [
            ("far@example.com", "- a delivery address outside the area we deliver to: 16.4 km from us\n"),
            ("small@example.com", "- an order below our minimum for delivery to its address: $2.00 short\n"),
            ("where@example.com", "- a delivery order without its full address (a street address and a postal code)\n"),
        ] {
            let body = try only(mail, "rejected", to: address).body
            #expect(body.contains(reason), "\(body)")
            #expect(!body.contains("L4C") && !body.contains("M5E") && !body.contains("Yonge"), "\(body)")
        }

        try expectListings(bistro)
        try expectReadyButNoPickedUpMail(rig)
    }

    /// `bistro orders`, its queue and the receipt.
    private func expectListings(_ bistro: OrderBookRunner) throws {
        let listed = try bistro.run(["orders"]).stdout
        #expect(listed.contains("  deliver asap  ") && listed.contains("  deliver 2026-11-22 18:30  "), "\(listed)")
        #expect(listed.contains("\n    delivery $3.99 · up to 3 km · 1 Yonge St, M5E 1E5\n"), "\(listed)")
        let queue = try bistro.run(["orders", "--queue"]).stdout
        #expect(queue.contains("(at the door asap; zone up to 3 km)  preparing  Ada Lovelace\n"), "\(queue)")
        #expect(queue.contains("(at the door 2026-11-22 18:30; zone M5V, M5H)  preparing  Ada Lovelace\n"))
        #expect(queue.components(separatedBy: "  DELIVERY").count == 3)
        #expect(!queue.contains("Yonge") && !queue.contains("King St"))

        #expect(try bistro.run(["receipt", "d1"]).stdout.contains("Delivery: as soon as possible\nTo:       1 Yonge"))
        let receipt = try #require(try bistro.json(["receipt", "d1", "--format", "json"]) as? [String: Any])
        #expect(receipt["deliveryFee"] as? String == "3.99")
        let delivery = try #require(receipt["delivery"] as? [String: Any])
        #expect(delivery["streetAddress"] as? String == "1 Yonge St" && delivery["postalCode"] as? String == "M5E 1E5")
        #expect(delivery["instructions"] as? String == "Buzz 402\nthen the lift")
        #expect(delivery["zone"] as? String == "up to 3 km" && delivery["distanceMeters"] is Int)
    }

    /// Both become ready by 18:15, and no "ready" mail goes (a driver brings them: the customer is mailed
    /// "on the way" when the driver picks one up); the staff cannot mark one picked up, its driver does.
    private func expectReadyButNoPickedUpMail(_ rig: MailRig) throws {
        rig.bistro.now = "2026-11-22T18:15:00-05:00"
        #expect(try rig.run(["process"]).status == 0)
        #expect(try BookQuery.integer(rig.bistro.db, "SELECT count(*) FROM orders WHERE status = 'ready'") == 2)
        #expect(try rig.bistro.mail().filter { $0.event == "ready" }.isEmpty)
        let pickedUp = try rig.run(["status", "d1", "picked-up"])
        #expect(pickedUp.status == 1 && pickedUp.stderr.contains("its driver marks it picked up"), "\(pickedUp.stderr)")
        #expect(try rig.bistro.mail().filter { $0.event == "picked_up" }.isEmpty)
    }
}
