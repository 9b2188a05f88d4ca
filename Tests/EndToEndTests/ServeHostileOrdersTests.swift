import Foundation
import Testing

/// The hostile and broken order files of `Fixtures/hostile-orders/`, posted one by one in name order to
/// `POST /api/orders`: each answers exactly the codes `bistro process` gives it in `expected.json` (the
/// same code path), the accepted ones an order number; check-in files are refused before the spool.
@Suite struct ServeHostileOrdersTests {
    @Test func everyFixtureAnswersTheCodesTheProcessorGivesIt() throws {
        let fixtures = try HostileOrderFixtures()
        let shop = try OrderServer()
        defer { shop.server.stop() }
        // The orders the fixtures refer to, as HostileOrderFixtureTests records them.
        for seed in [
            OrderServer.order("seed-ada", extra: #", "coupon": "WELCOME10""#),
            OrderServer.order("seed-grace", email: "grace@example.com"), OrderServer.order("seed-ada-picked-up"),
        ] {
            #expect(try shop.post(seed).status == 201)
        }
        for change in [
            ["RC-20261122-0002", "cancelled"], ["RC-20261122-0003", "ready"], ["RC-20261122-0003", "picked-up"],
        ] {
            #expect(try shop.runner.run(["status"] + change + ["--quiet"]).status == 0)
        }
        for name in fixtures.stored {
            let bytes = try [UInt8](Data(contentsOf: HostileOrderFixtures.folder.appendingPathComponent(name)))
            let answer = try HTTPExchange.send(port: shop.port, path: "/api/orders", bytes: bytes)
            let codes = fixtures.expected[name] ?? ["?"]
            if name.hasPrefix("checkin-") || name.hasPrefix("review-") {
                #expect(
                    answer.status == 422 && answer.json["code"] as? String == "not_an_order", "\(name): \(answer.body)")
            } else if codes.isEmpty {
                #expect(answer.status == 201, "\(name): \(answer.body)")
            } else {
                #expect(answer.status == (codes == ["order_id_conflict"] ? 409 : 422), "\(name): \(answer.body)")
                let answered = ((answer.json["rejections"] as? [[String: Any]]) ?? []).compactMap {
                    $0["code"] as? String
                }
                #expect(answered == codes, "\(name)")
                #expect(!answer.body.contains("<"), "\(name): raw markup in the answer")
            }
        }
        #expect(shop.runner.files("incoming").isEmpty)
        #expect(MailTransportWarningLine.removed(from: shop.server.stderr).isEmpty, "\(shop.server.stderr)")
    }
}
