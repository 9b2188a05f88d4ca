import Foundation
import Synchronization
import Testing

/// Issue 26: drivers claim and bring deliveries over HTTP against the real `bistro serve` (the demo delivers:
/// rings of 3 and 6 km, postal codes M5V and M5H; its drivers are added with `bistro drivers add`).
@Suite struct ServeDeliveryTests {
    /// A delivery order to a postal-code zone (M5H: fee 2.99, minimum 10.00).
    static func deliveryOrder(_ id: String, email: String = "ada@example.com") -> String {
        OrderServer.order(
            id, email: email,
            extra: #", "fulfilment": "delivery", "delivery": {"address": {"streetAddress": "100 King St W", "#
                + #""locality": "Toronto", "postalCode": "M5H 1J9"}, "instructions": "Buzz 12"}"#)
    }

    /// Adds drivers before the server starts; their tokens, read from the book (the link is only mailed).
    static func drivers(_ runner: OrderBookRunner, _ names: [String]) throws -> [String] {
        for name in names {
            let added = try runner.run(["drivers", "add", name, "--email", name.lowercased() + "@drivers.example"])
            #expect(added.status == 0, "\(added.stderr)")
            #expect(!added.stdout.contains("drivers/"), "the link is mailed, never printed")
        }
        return try BookQuery.rows(runner.db, "SELECT token FROM drivers ORDER BY id").map { "\($0[0])" }
    }

    static func step(_ server: OrderServer, _ token: String, _ order: String, _ status: String? = nil) throws
        -> HTTPExchange
    {
        let statusField = status.map { #", "status": "\#($0)""# } ?? ""
        return try server.post(
            #"{"token": "\#(token)", "order": "\#(order)"\#(statusField)}"#,
            to: status == nil ? "/api/deliveries/claim" : "/api/deliveries/status")
    }

    @Test func twoDriversRacingForFiftyDeliveriesEachGetEveryOneExactlyOnce() throws {
        let runner = try OrderBookRunner()
        let tokens = try Self.drivers(runner, ["Sam", "Kim"])
        let server = try OrderServer(runner: runner)
        defer { server.server.stop() }
        var numbers: [String] = []
        for index in 0..<50 {
            let placed = try server.post(Self.deliveryOrder("race-\(index)"))
            #expect(placed.status == 201, "\(placed.body)")
            numbers.append("\(placed.json["orderNumber"] ?? "")")
        }
        // Both drivers claim every delivery at the same time, in opposite orders.
        let answers = Mutex<[(order: String, driver: Int, status: Int)]>([])
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 16
        for index in 0..<50 {
            for driver in 0..<2 {
                let order = numbers[driver == 0 ? index : 49 - index]
                queue.addOperation {
                    let status = (try? Self.step(server, tokens[driver], order))?.status ?? 0
                    answers.withLock { $0.append((order, driver, status)) }
                }
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        let all = answers.withLock { $0 }
        #expect(all.count == 100)
        for order in numbers {
            let statuses = all.filter { $0.order == order }.map(\.status).sorted()
            #expect(statuses == [201, 409], "\(order): \(statuses)")
        }
        let winners = Dictionary(grouping: all.filter { $0.status == 201 }, by: \.order).mapValues { $0.map(\.driver) }
        let claimed = try BookQuery.rows(
            runner.db,
            "SELECT o.order_number, r.token FROM deliveries d JOIN orders o ON o.id = d.order_id "
                + "JOIN drivers r ON r.id = d.driver_id")
        #expect(claimed.count == 50)
        for row in claimed {
            let order = "\(row[0])", token = "\(row[1])"
            #expect(
                winners[order] == [tokens.firstIndex(of: token) ?? -1], "\(order) answered one driver, holds another")
        }
    }

    @Test func stepsGoInOrderByTheClaimingDriverAndTheCustomerIsTold() throws {
        let runner = try OrderBookRunner()
        let tokens = try Self.drivers(runner, ["Sam", "Kim"])
        let server = try OrderServer(runner: runner)
        defer { server.server.stop() }
        let order = "\(try server.post(Self.deliveryOrder("steps")).json["orderNumber"] ?? "")"
        let (sam, kim) = (tokens[0], tokens[1])

        let unclaimed = try Self.step(server, sam, order, "picked_up")
        #expect(unclaimed.status == 422 && unclaimed.body.contains("delivery_step_out_of_order"), "\(unclaimed.body)")
        #expect(try Self.step(server, sam, order).status == 201)
        #expect(try Self.step(server, sam, order).json["duplicate"] as? Bool == true)
        let early = try Self.step(server, sam, order, "delivered")
        #expect(early.status == 422 && early.body.contains("delivery_step_out_of_order"), "\(early.body)")
        let stranger = try Self.step(server, kim, order, "picked_up")
        #expect(stranger.status == 409 && stranger.body.contains("not_your_delivery"), "\(stranger.body)")
        let unknown = try Self.step(server, sam, order, "lost")
        #expect(unknown.status == 422 && unknown.body.contains("invalid_delivery_step"), "\(unknown.body)")
        #expect(try Self.step(server, sam, order, "picked_up").status == 201)
        #expect(try Self.step(server, sam, order, "picked_up").status == 200)
        #expect(try Self.step(server, sam, order, "delivered").status == 201)
        #expect(try Self.step(server, kim, order, "delivered").status == 409)

        let row = try #require(
            try BookQuery.rows(
                runner.db,
                "SELECT o.status, d.claimed_at, d.picked_up_at, d.delivered_at FROM orders o "
                    + "JOIN deliveries d ON d.order_id = o.id"
            ).first)
        #expect("\(row[0])" == "picked_up")
        #expect(row[1...].allSatisfy { "\($0)".hasPrefix("2026-11-22T17:00:00") })
        let toAda = try runner.mail().filter { $0.headers["To"] == "ada@example.com" }.compactMap(\.event)
        #expect(toAda.contains("on_the_way") && toAda.contains("delivered"), "\(toAda)")
        #expect(!toAda.contains("picked_up") && !toAda.contains("ready"))
    }

    @Test func theDashboardShowsTheAddressOnlyToTheDriverWhoClaimedIt() throws {
        let runner = try OrderBookRunner()
        let tokens = try Self.drivers(runner, ["Sam", "Kim"])
        let server = try OrderServer(runner: runner)
        defer { server.server.stop() }
        let order = "\(try server.post(Self.deliveryOrder("page")).json["orderNumber"] ?? "")"
        let before = try server.get("/drivers/\(tokens[0])/")
        #expect(before.status == 200)
        #expect(before.headers["cache-control"] == "no-store" && before.headers["x-robots-tag"] == "noindex")
        // Sam would earn 80% of the zone's 2.99 and no tip.
        #expect(before.body.contains(order) && before.body.contains("$2.39"))
        #expect(!before.body.contains("100 King St W") && !before.body.contains("Buzz 12"))
        #expect(try Self.step(server, tokens[0], order).status == 201)
        let mine = try server.get("/drivers/\(tokens[0])/").body
        #expect(mine.contains("100 King St W, Toronto, M5H 1J9") && mine.contains("Buzz 12"))
        let other = try server.get("/drivers/\(tokens[1])/").body
        #expect(!other.contains("100 King St W") && !other.contains(order))
        #expect(try server.get("/drivers/" + String(repeating: "0", count: 32) + "/").status == 404)
        // No published file names a driver's token.
        let published = try FileManager.default.subpathsOfDirectory(atPath: server.site)
        for path in published where path.hasSuffix(".html") || path.hasSuffix(".json") {
            let text = (try? String(contentsOfFile: server.site + "/" + path, encoding: .utf8)) ?? ""
            #expect(!tokens.contains { text.contains($0) }, "\(path) names a driver's token")
        }
    }

    @Test func aRemovedDriversLinkIsRefusedAndTheirClaimIsFreeAgain() throws {
        let runner = try OrderBookRunner()
        let tokens = try Self.drivers(runner, ["Sam", "Kim"])
        let server = try OrderServer(runner: runner)
        defer { server.server.stop() }
        let order = "\(try server.post(Self.deliveryOrder("removed")).json["orderNumber"] ?? "")"
        #expect(try Self.step(server, tokens[0], order).status == 201)
        let again = try runner.run(["drivers", "add", "Sam", "--email", "SAM@drivers.example"])
        #expect(
            again.status == 1 && again.stderr.contains("sam@drivers.example is a driver already"), "\(again.stderr)")
        let removed = try runner.run(["drivers", "remove", "sam@drivers.example"])
        #expect(removed.status == 0 && removed.stdout.contains("1 claimed delivery is free"), "\(removed.stdout)")
        #expect(try server.get("/drivers/\(tokens[0])/").status == 404)
        let refused = try Self.step(server, tokens[0], order)
        #expect(refused.status == 404 && refused.body.contains("driver_unknown"), "\(refused.body)")
        #expect(try Self.step(server, tokens[1], order).status == 201)
        let list = try runner.run(["drivers", "list", "--db", runner.db], storeOptions: false).stdout
        #expect(list.contains("Sam <sam@drivers.example>  removed 2026-11-22 17:00"), "\(list)")
    }

    @Test func theStaffSeeTheDaysDeliveriesAndTakeAClaimBack() throws {
        let runner = try OrderBookRunner()
        let tokens = try Self.drivers(runner, ["Sam"])
        let server = try OrderServer(runner: runner)
        defer { server.server.stop() }
        let claimed = "\(try server.post(Self.deliveryOrder("staff-1")).json["orderNumber"] ?? "")"
        let waiting = "\(try server.post(Self.deliveryOrder("staff-2")).json["orderNumber"] ?? "")"
        #expect(try Self.step(server, tokens[0], claimed).status == 201)

        let list = try runner.run(["deliveries", "--day", "2026-11-22"])
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout.contains("\(claimed)  claimed · Sam · ready by 17:15"), "\(list.stdout)")
        #expect(list.stdout.contains("\(waiting)  waiting for a driver"), "\(list.stdout)")
        #expect(list.stdout.contains("    100 King St W, Toronto, M5H 1J9\n"), "\(list.stdout)")

        #expect(try runner.run(["deliveries", "unassign", waiting]).stderr.contains("is not claimed by any driver"))
        let unassigned = try runner.run(["deliveries", "unassign", claimed])
        #expect(unassigned.status == 0 && unassigned.stdout.contains("unassigned; any driver may claim it"))
        #expect(try runner.run(["deliveries"]).stdout.components(separatedBy: "waiting for a driver").count == 3)
        // Claimed again and picked up, it can no longer be taken back.
        #expect(try Self.step(server, tokens[0], claimed).status == 201)
        #expect(try Self.step(server, tokens[0], claimed, "picked_up").status == 201)
        let late = try runner.run(["deliveries", "unassign", claimed])
        #expect(late.status == 1 && late.stderr.contains("picked up already"), "\(late.stderr)")
    }

    @Test func aRefusedDeliveryOrderIsAnsweredWithItsFieldTheDistanceAndTheMissingAmount() throws {
        let server = try OrderServer()
        defer { server.server.stop() }
        let far = try server.post(
            OrderServer.order(
                "far",
                extra: #", "fulfilment": "delivery", "delivery": {"address": {"streetAddress": "1 Far Rd", "#
                    + #""postalCode": "L4C 1A1"}, "latitude": 43.9, "longitude": -79.4}"#))
        #expect(far.status == 422)
        let farReason = try #require((far.json["rejections"] as? [[String: Any]])?.first)
        #expect(farReason["code"] as? String == "outside_delivery_area")
        #expect(farReason["field"] as? String == "delivery.address" && farReason["distanceMeters"] as? Int == 27_476)
        let short = try server.post(
            OrderServer.order(
                "short",
                extra: #", "fulfilment": "delivery", "delivery": {"address": {"streetAddress": "1 Mid Rd", "#
                    + #""postalCode": "M4X 1A1"}, "latitude": 43.69, "longitude": -79.38}"#))
        let shortReason = try #require((short.json["rejections"] as? [[String: Any]])?.first)
        #expect(shortReason["code"] as? String == "below_delivery_minimum", "\(short.body)")
        #expect(shortReason["field"] as? String == "items" && shortReason["missing"] as? String == "8.50")
        #expect((shortReason["message"] as? String)?.contains("add 8.50 more") == true)
    }
}
