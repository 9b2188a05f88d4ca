import Foundation
import Testing

/// Every hostile or broken spool file of `Fixtures/hostile-orders/` goes through the real `bistro process`
/// beside a valid order: each is rejected with exactly the codes `expected.json` gives it (or accepted when
/// it gives none), the batch goes on, and nothing the files carry reaches a page or a message unescaped.
@Suite struct HostileOrderFixtureTests {
    let fixtures: HostileOrderFixtures

    init() throws { fixtures = try HostileOrderFixtures() }

    @Test func everyFixtureHasExpectedCodesAndEveryEntryAFixture() {
        let names = Set(fixtures.stored + GeneratedFixture.allCases.map(\.rawValue))
        #expect(names.subtracting(fixtures.expected.keys).sorted() == [], "fixtures without an entry in expected.json")
        #expect(
            Set(fixtures.expected.keys).subtracting(names).sorted() == [], "entries of expected.json without a fixture")
    }

    /// A new rejection code needs a fixture that produces it, or a reason here why no file can.
    @Test func everyRejectionCodeIsProducedByAFixture() throws {
        let source = try String(
            contentsOf: BistroRunner.packageRoot.appendingPathComponent(
                "Sources/BistroOrders/OrderFile/RejectionCode.swift"), encoding: .utf8)
        let codes = Set(source.matches(of: /case \w+ = "(\w+)"/).map { String($0.1) })
        let covered = Set(fixtures.expected.values.joined())
        let needStateNoFixtureBuilds: Set<String> = [
            "coupon_not_yet_valid",  // the demo content has no coupon starting later (OrderValidationTests)
            "coupon_exhausted",  // 50 redemptions of STAFF25 first (OrderValidationTests)
            "coupon_other_customer",  // a scratch-card draw first (ScratchCardCommandTests)
            "too_many_problems",  // more than 50 problems in one file (HostileSpoolTests, Fixtures/hostile-spool/)
            // The demo restaurant closes only at Christmas and New Year and sets no advance days, lead time or
            // slot cap (LaterDayPickupTests,
            // PickupSlotTests, PickupSlotCapacityTests).
            "closed_that_day", "pickup_too_far_ahead", "pickup_too_soon", "slot_full", "no_slot_available",
            // A review names its order by the receipt's random token, which no stored file can know
            // (ReviewFlowTests, ServeReviewTests).
            "reviews_disabled", "not_received_yet", "review_order_cancelled", "review_window_closed",
            // The demo takes bookings and dine-in orders; a conflict and a full time need a booking first; a
            // cancellation comes only from a booking's page, and a dine-in check-in needs a dine-in order
            // first (BookingIntakeTests, DineInOrderTests, ServeBookingTests).
            "bookings_disabled", "booking_id_conflict", "no_table_free", "booking_unknown", "booking_not_cancellable",
            "dine_in_unavailable", "checkin_dine_in",
            // The demo delivers (DeliveryOrderTests orders from a restaurant that does not).
            "delivery_unavailable",
            // A check-in names an order; a delivery order's needs that order first (DeliveryOrderTests).
            "checkin_delivery",
            // A driver's claim and steps come only from a driver's dashboard (ServeDeliveryTests).
            "driver_unknown", "delivery_unknown", "already_claimed", "delivery_not_claimable", "not_your_delivery",
            "delivery_step_out_of_order", "invalid_delivery_step",
        ]
        #expect(codes.count > 30)
        #expect(codes.subtracting(covered).subtracting(needStateNoFixtureBuilds).sorted() == [])
        #expect(covered.subtracting(codes).sorted() == [], "expected.json names codes that do not exist")
    }

    @Test func hostileFilesAreRejectedWithTheirCodesWhileTheBatchGoesOn() throws {
        let bistro = try OrderBookRunner()
        try recordOrdersTheCheckInsReferTo(bistro)
        try fixtures.drop(into: bistro.spool + "/incoming")
        bistro.drop("valid.json", orderJSON(id: "valid"))

        let result = try bistro.run(["process", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(summary["warnings"] as? [String] == [])
        #expect(summary["duplicates"] as? Int == 0)
        let acceptedFiles = (summary["orders"] as? [[String: Any]] ?? []).compactMap { $0["file"] as? String }
        #expect(acceptedFiles.sorted() == (fixtures.accepted + ["valid.json"]).sorted())
        #expect(summary["rejected"] as? Int == fixtures.rejected.count)
        #expect(bistro.files("incoming").isEmpty)
        #expect(!result.stdout.contains("<"), "the summary holds raw markup")

        let summaryCodes = Dictionary(
            (summary["rejections"] as? [[String: Any]] ?? []).map {
                ($0["file"] as? String ?? "", $0["codes"] as? [String] ?? [])
            }
        ) { a, _ in a }
        let rejectedFolder = Set(bistro.files("rejected"))
        for (name, codes) in fixtures.rejected.sorted(by: { $0.key < $1.key }) {
            #expect(rejectedFolder.contains(name), "\(name) is not in rejected/")
            #expect(summaryCodes[name] == codes, "\(name) in the summary")
            let text =
                (try? String(contentsOfFile: bistro.spool + "/rejected/\(name).error.json", encoding: .utf8)) ?? ""
            #expect(!text.contains("<"), "\(name).error.json holds raw markup")
            let sidecar = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
            let errors = sidecar?["errors"] as? [[String: Any]] ?? []
            #expect(sidecar?["file"] as? String == name)
            #expect(errors.map { $0["code"] as? String ?? "" } == codes, "\(name).error.json")
            #expect(
                errors.allSatisfy { ($0["message"] as? String)?.isEmpty == false }, "\(name): every reason has words")
        }

        // The symbolic link itself was moved; its target was never read.
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: bistro.spool + "/rejected/passwd.json")
                == "/etc/passwd")
        #expect(
            try !String(contentsOfFile: bistro.spool + "/rejected/passwd.json.error.json", encoding: .utf8).contains(
                "root:"))

        try expectOnlyAcceptedOrdersHavePages(bistro, orders: 3 + acceptedFiles.count)
        // Messages (to the customers of rejected orders too) parse cleanly; no header was injected.
        let mail = try bistro.mail()
        #expect(!mail.isEmpty && mail.allSatisfy(\.clean))
        #expect(Set(mail.compactMap { $0.headers["To"] }) == ["ada@example.com", "grace@example.com"])
    }

    /// RC-20261122-0001 by Ada (with WELCOME10), -0002 by Grace (cancelled), -0003 by Ada (picked up).
    private func recordOrdersTheCheckInsReferTo(_ bistro: OrderBookRunner) throws {
        bistro.drop("seed-1.json", orderJSON(id: "seed-ada", extra: #", "coupon": "WELCOME10""#))
        bistro.drop("seed-2.json", orderJSON(id: "seed-grace", email: "grace@example.com", name: "Grace Hopper"))
        bistro.drop("seed-3.json", orderJSON(id: "seed-ada-picked-up"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        for change in [
            ["RC-20261122-0002", "cancelled"], ["RC-20261122-0003", "ready"], ["RC-20261122-0003", "picked-up"],
        ] {
            let result = try bistro.run(["status"] + change + ["--quiet"])
            #expect(result.status == 0, "\(result.stderr)")
        }
        #expect(bistro.files("accepted") == ["seed-1.json", "seed-2.json", "seed-3.json"])
    }

    /// `bistro build --db`: a receipt for each accepted order and nothing else; no page carries raw markup
    /// outside its JSON-LD, and no JSON-LD block can be closed early.
    private func expectOnlyAcceptedOrdersHavePages(_ bistro: OrderBookRunner, orders: Int) throws {
        let site = bistro.root + "/site"
        let build = try bistro.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates",
                BistroRunner.packageRoot.appendingPathComponent("Templates").path,
                "--output", site, "--db", bistro.db, "--now", bistro.now,
            ], storeOptions: false)
        #expect(build.status == 0, "\(build.stderr)")
        let listed = try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        #expect(listed.count == orders)
        let tokens = Set(listed.compactMap { $0["receiptToken"] as? String })
        #expect(
            Set(try FileManager.default.contentsOfDirectory(atPath: site + "/receipts")) == tokens.union(["index.html"])
        )
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: site + "/orders").count == 2 + 1,
            "one history page for Ada, one for Grace, and index.html")
        for (path, data) in BistroRunner.snapshot(URL(fileURLWithPath: site)) where path.hasSuffix(".html") {
            #expect(PageScan.problems(String(decoding: data, as: UTF8.self)) == [], "\(path)")
        }
    }
}
