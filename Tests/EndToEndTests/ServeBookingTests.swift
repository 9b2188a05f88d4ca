import Foundation
import Synchronization
import Testing

/// Issue 27: table bookings over HTTP against the real `bistro serve` (the demo's tables T1–T4 seating 2, 4,
/// 4 and 6, T2+T3 joinable; Monday 2026-11-23, open 11:00–21:00, 90-minute bookings).
@Suite struct ServeBookingTests {
    struct Request: Sendable {
        var id: String
        var party: Int
        var start: String
    }

    struct Answer: Sendable {
        var request: Request
        var status: Int
        var json: [String: any Sendable]
    }

    static func body(_ request: Request) -> String {
        #"{"bookingId": "\#(request.id)", "name": "Guest \#(request.id)", "email": "\#(request.id)@example.com", "#
            + #""party": \#(request.party), "startAt": "\#(request.start)"}"#
    }

    /// Sends every request at once, 24 connections at a time; the answers in no particular order.
    static func sendAll(_ requests: [(path: String, body: String, request: Request)], to server: OrderServer)
        -> [Answer]
    {
        let answers = Mutex<[Answer]>([])
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 24
        for item in requests {
            queue.addOperation {
                let exchange = try? server.post(item.body, to: item.path)
                let json = (exchange?.json ?? [:]).mapValues { "\($0)" as any Sendable }
                answers.withLock {
                    $0.append(Answer(request: item.request, status: exchange?.status ?? 0, json: json))
                }
            }
        }
        queue.waitUntilAllOperationsAreFinished()
        return answers.withLock { $0 }
    }

    /// No table is held twice at overlapping times, and every active booking holds its tables.
    static func checkHolds(_ server: OrderServer) throws {
        let overlaps = try BookQuery.integer(
            server.runner.db,
            "SELECT count(*) FROM table_holds a JOIN table_holds b ON a.table_id = b.table_id "
                + "AND a.booking_id < b.booking_id AND a.starts < b.ends AND b.starts < a.ends")
        #expect(overlaps == 0, "a table held twice at once")
        let unheld = try BookQuery.integer(
            server.runner.db,
            "SELECT count(*) FROM bookings WHERE status = 'booked' AND id NOT IN (SELECT booking_id FROM table_holds)")
        #expect(unheld == 0)
        let heldByCancelled = try BookQuery.integer(
            server.runner.db,
            "SELECT count(*) FROM table_holds WHERE booking_id IN (SELECT id FROM bookings WHERE status = 'cancelled')")
        #expect(heldByCancelled == 0)
    }

    @Test func concurrentBookingsAndCancellationsNeverHoldATableTwice() throws {
        let server = try OrderServer(extra: ["--rate-limit", "0"])
        defer { server.server.stop() }
        var random = SplitMix(seed: 27)
        // Monday to Wednesday, every quarter hour a booking can start (11:00 to 19:30): about 70 bookings fit.
        let times = (23...25).flatMap { day in
            (0..<35).map { String(format: "2026-11-%02dT%02d:%02d:00-05:00", day, 11 + $0 / 4, $0 % 4 * 15) }
        }
        let first = (0..<150).map { index in
            Request(
                id: "p1-\(index)", party: Int(random.next() % 8) + 1,
                start: times[Int(random.next() % UInt64(times.count))])
        }
        let answers = Self.sendAll(first.map { ("/api/bookings", Self.body($0), $0) }, to: server)
        #expect(
            answers.allSatisfy {
                $0.status == 201 || ($0.status == 422 && "\($0.json["rejections"] ?? "")".contains("no_table_free"))
            })
        let booked = answers.filter { $0.status == 201 }
        #expect(booked.count > 10 && booked.count < 150, "some booked, some refused: \(booked.count)")
        try Self.checkHolds(server)
        // No cancellation in this phase: holds only grew, so a time refused then is still full now.
        for refused in answers where refused.status == 422 {
            let day = String(refused.request.start.prefix(10))
            let free = try server.get("/api/bookings/availability?date=\(day)&party=\(refused.request.party)").body
            #expect(!free.contains(refused.request.start), "\(refused.request) refused while a table was free")
        }

        // Cancellations of half the bookings, retries of ten, and new bookings, all at once.
        let pages = booked.compactMap { answer in
            ("\(answer.json["page"] ?? "")").split(separator: "/").last.map(String.init)
        }
        let cancels = pages.prefix(pages.count / 2).map { token in
            (
                path: "/api/bookings/cancel", body: #"{"token": "\#(token)"}"#,
                request: Request(id: token, party: 0, start: "")
            )
        }
        let retries = booked.prefix(10).map {
            (path: "/api/bookings", body: Self.body($0.request), request: $0.request)
        }
        let second = (0..<(150 - cancels.count - retries.count)).map { index in
            Request(
                id: "p2-\(index)", party: Int(random.next() % 8) + 1,
                start: times[Int(random.next() % UInt64(times.count))])
        }
        let mixed = Self.sendAll(
            cancels + retries + second.map { ("/api/bookings", Self.body($0), $0) }, to: server)
        #expect(mixed.count == 150)
        #expect(mixed.filter { $0.request.party == 0 }.allSatisfy { $0.status == 200 }, "every cancellation")
        let retried = mixed.filter { $0.request.id.hasPrefix("p1-") }
        #expect(retried.count == 10)
        #expect(retried.allSatisfy { $0.status == 200 && "\($0.json["duplicate"] ?? "")" == "1" })
        try Self.checkHolds(server)
        let cancelled = try BookQuery.integer(
            server.runner.db, "SELECT count(*) FROM bookings WHERE status = 'cancelled'")
        #expect(cancelled == cancels.count)
        let newlyBooked = mixed.filter { $0.request.id.hasPrefix("p2-") && $0.status == 201 }.count
        let total = try BookQuery.integer(server.runner.db, "SELECT count(*) FROM bookings")
        #expect(total == booked.count + newlyBooked, "a retry booked nothing new")
    }

    @Test func availabilityAndTheAnswersSayWhatTheGuestNeeds() throws {
        let server = try OrderServer(extra: ["--rate-limit", "0"])
        defer { server.server.stop() }
        let free = try server.get("/api/bookings/availability?date=2026-11-23&party=8")
        #expect(free.status == 200)
        #expect(free.body.contains("2026-11-23T11:00:00-05:00") && free.body.contains("2026-11-23T19:30:00-05:00"))
        #expect(!free.body.contains("2026-11-23T19:45:00-05:00"), "would end after closing")
        #expect(try server.get("/api/bookings/availability?date=2026-11-23&party=9").status == 422)
        #expect(
            try server.get("/api/bookings/availability?date=soon&party=2").json["code"] as? String == "invalid_date")
        let closed = try server.get("/api/bookings/availability?date=2026-12-25&party=2")
        #expect(closed.body.contains("booking_too_far_ahead"))
        // Eight guests take the joined pair; another eight at the same time get the nearest free times.
        let pair = try server.post(
            Self.body(Request(id: "0123456789abcdef0123456789abcdef", party: 8, start: "2026-11-23T18:00:00-05:00")),
            to: "/api/bookings")
        #expect(pair.status == 201)
        #expect("\(pair.json["tables"] ?? "")".contains("T2") && "\(pair.json["tables"] ?? "")".contains("T3"))
        let page = try #require(pair.json["page"] as? String)
        let full = try server.post(
            Self.body(Request(id: "second", party: 8, start: "2026-11-23T18:00:00-05:00")), to: "/api/bookings")
        #expect(full.status == 422)
        #expect(
            full.json["nearest"] as? [String] == [
                "2026-11-23T16:30:00-05:00", "2026-11-23T19:30:00-05:00", "2026-11-23T16:15:00-05:00",
            ])
        // The page's token cancels; a second cancel and an unknown token are refused.
        let token = String(page.split(separator: "/").last!)
        #expect(try server.post(#"{"token": "\#(token)"}"#, to: "/api/bookings/cancel").status == 200)
        #expect(try server.post(#"{"token": "\#(token)"}"#, to: "/api/bookings/cancel").status == 409)
        #expect(try server.post(#"{"token": "nope"}"#, to: "/api/bookings/cancel").status == 404)
        // A retry of the cancelled booking (its answer was lost) says it is cancelled, not booked.
        let retry = try server.post(
            Self.body(Request(id: "0123456789abcdef0123456789abcdef", party: 8, start: "2026-11-23T18:00:00-05:00")),
            to: "/api/bookings")
        #expect(retry.status == 200 && retry.json["status"] as? String == "cancelled", "\(retry.body)")
        #expect(
            try server.post(
                Self.body(Request(id: "second", party: 8, start: "2026-11-23T18:00:00-05:00")), to: "/api/bookings"
            ).status == 201, "the pair is free again")
        // The API's private answers are never stored.
        #expect(free.headers["cache-control"] == "no-store")
    }
}

extension ServeBookingTests {
    @Test func hostileBookingsAreRefusedOrEscaped() throws {
        let folder = BistroRunner.packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures/hostile-bookings")
        let expected = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("expected.json")))
                as? [String: [Any]])
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".json") && $0 != "expected.json" }.sorted()
        #expect(Set(files) == Set(expected.keys), "every file has its line in expected.json")
        let server = try OrderServer(extra: ["--rate-limit", "0"])
        defer { server.server.stop() }
        for file in files {
            let body = try Data(contentsOf: folder.appendingPathComponent(file))
            let answer = try HTTPExchange.send(port: server.port, path: "/api/bookings", bytes: Array(body))
            let entry = try #require(expected[file])
            #expect(answer.status == entry[0] as? Int, "\(file): \(answer.body)")
            let codes = (answer.json["rejections"] as? [[String: Any]] ?? []).compactMap { $0["code"] as? String }
            #expect(codes == entry[1] as? [String], "\(file)")
            #expect(!answer.body.contains("<"), "\(file): the answer repeats markup")
            if answer.status == 201, let page = answer.json["page"] as? String {
                let html = try server.get(page).body
                #expect(!html.contains("<script>alert(1)</script>") && !html.contains("<img src=x"), "\(file)")
                if file == "markup-everywhere.json" { #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;")) }
            }
        }
    }
}
