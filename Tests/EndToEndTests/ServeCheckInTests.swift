import Foundation
import Testing

/// `bistro serve --spool --db`: check-ins over HTTP (`POST /api/check-ins` with the receipt's token), end to
/// end with the built binary, a real spool, order book and site folder.
@Suite struct ServeCheckInTests {
    @Test func checkInsInsideAndOutsideTheRadius() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let placed = try shop.post(OrderServer.order("web-4"))
        let token = try #require((placed.json["receiptURL"] as? String)?.split(separator: "/").last.map(String.init))
        let far = try shop.post(
            #"{"token": "\#(token)", "latitude": 43.6600, "longitude": -79.3832}"#, to: "/api/check-ins")
        #expect(far.status == 200, "\(far.body)")
        #expect(far.json["status"] as? String == "too_far")
        #expect((far.json["distanceMeters"] as? Int ?? 0) > 100)
        #expect(far.json["radiusMeters"] as? Int == 100)
        let near = try shop.post(
            #"{"token": "\#(token)", "latitude": 43.6532, "longitude": -79.3833}"#, to: "/api/check-ins")
        #expect(near.status == 200, "\(near.body)")
        #expect(near.json["status"] as? String == "preparing")
        #expect(near.json["readyAt"] as? String == "2026-11-22T17:15:00-05:00")
        #expect(near.json["readyAtText"] as? String == "17:15")
        #expect((near.json["distanceMeters"] as? Int ?? 1000) < 100)
        let status = try shop.runner.run(["status", token])
        #expect(status.stdout.contains("preparing"), "\(status.stdout)\(status.stderr)")
        let again = try shop.post(
            #"{"token": "\#(token)", "latitude": 43.6532, "longitude": -79.3833}"#, to: "/api/check-ins")
        #expect(again.json["status"] as? String == "already_started")
        let unknown = try shop.post(
            #"{"token": "0123456789abcdef0123456789abcdef", "latitude": 43.6532, "longitude": -79.3833}"#,
            to: "/api/check-ins")
        #expect(unknown.status == 404)
        #expect(unknown.json["code"] as? String == "unknown_token")
        let number = try #require(placed.json["orderNumber"] as? String)
        let byNumber = try shop.post(
            #"{"token": "\#(number)", "latitude": 43.6532, "longitude": -79.3833}"#, to: "/api/check-ins")
        #expect(byNumber.status == 404, "an order number is no token")
        // The position was used for the distance and is kept nowhere: no file is written for a check-in
        // (the book's check-in rows keep the distance only).
        #expect(try FileManager.default.contentsOfDirectory(atPath: shop.runner.spool + "/accepted").isEmpty)
    }

    @Test func aCheckInBeforeOpeningSaysWhenWeOpen() throws {
        // Monday 09:00; the demo restaurant opens at 11:00 and prepares an order in 15 minutes.
        let shop = try OrderServer(now: "2026-11-23T09:00:00-05:00")
        defer { shop.server.stop() }
        let placed = try shop.post(OrderServer.order("early-1"))
        #expect(placed.status == 201, "\(placed.body)")
        let token = try #require((placed.json["receiptURL"] as? String)?.split(separator: "/").last.map(String.init))
        let near = try shop.post(
            #"{"token": "\#(token)", "latitude": 43.6532, "longitude": -79.3833}"#, to: "/api/check-ins")
        #expect(near.json["status"] as? String == "preparing", "\(near.body)")
        #expect(near.json["opensAtText"] as? String == "11:00")
        #expect(near.json["readyAtText"] as? String == "11:15")
    }
}
