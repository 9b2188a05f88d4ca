import Foundation
import Synchronization
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroSite

extension SitePublisherTests {
    @Test func reloadReadsEditedContentAndRefusesABrokenTemplate() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        try publisher.publish(now: Restaurant.noon)
        let menu = restaurant.content.appendingPathComponent("menu.json")
        let text = try String(contentsOf: menu, encoding: .utf8)
        try text.replacingOccurrences(of: "\"Royal Burger\"", with: "\"Regal Burger\"").write(
            to: menu, atomically: true, encoding: .utf8)

        // Publishing goes on with the content as it was read.
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        #expect(try publisher.publish(now: Restaurant.noon).files.written >= 2)
        #expect(restaurant.page(Self.burger).contains("Royal Burger"))
        #expect(!restaurant.page(Self.burger).contains("Regal Burger"))

        let reloaded = try publisher.reload(now: Restaurant.noon)
        #expect(reloaded.files.written > 0)
        #expect(restaurant.page(Self.burger).contains("Regal Burger"))
        #expect(!restaurant.page(Self.burger).contains("Royal Burger"))

        // A broken template is refused: nothing is written, and the last good state keeps publishing.
        let before = Restaurant.files(restaurant.site)
        try Data("<p>\n{{#item}}{{/items}}\n".utf8).write(
            to: restaurant.templates.appendingPathComponent("item.mustache"))
        #expect {
            try publisher.reload(now: Restaurant.noon)
        } throws: { error in
            guard case .invalid(let content) = error as? SiteBuildError else { return false }
            return content.diagnostics.contains { $0.description.contains("item.mustache:2:13: error") }
        }
        #expect(Restaurant.files(restaurant.site) == before)
        try restaurant.order(2, email: "bob@example.com", at: Restaurant.noon)
        #expect(try publisher.publish(now: Restaurant.noon).files.written >= 2)
        #expect(restaurant.page(Self.burger).contains("Regal Burger"))
        #expect(Restaurant.files(restaurant.site).keys.filter { $0.hasPrefix("receipts/") }.count == 3)
    }
}
