import Foundation
import Synchronization
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroSite

/// A publisher kept for a server's life publishes what `bistro build --db` publishes, reading content and
/// templates once (and again on `reload`).
@Suite struct SitePublisherTests {
    /// The demo restaurant's content copied into a temporary folder (so a test may edit it), an empty
    /// templates folder, a book and a site folder.
    struct Restaurant {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-publisher-\(UUID())")
        var content: URL { root.appendingPathComponent("Content") }
        var templates: URL { root.appendingPathComponent("Templates") }
        var site: URL { root.appendingPathComponent("Site") }
        var database: String { root.appendingPathComponent("orders.sqlite").path }
        let store: OrderStore
        static let zone = TimeZone(identifier: "America/Toronto")!
        /// 2026-11-22 12:00 in Toronto.
        static let noon = Timestamp(secondsSince1970: 1_795_366_800)

        init() throws {
            let demo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Content")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: demo, to: root.appendingPathComponent("Content"))
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent("Templates"), withIntermediateDirectories: true)
            store = try OrderStore(path: root.appendingPathComponent("orders.sqlite").path)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }

        func publisher(output: URL? = nil) -> SitePublisher {
            SitePublisher(
                content: content.path, templates: templates.path, output: (output ?? site).path,
                databasePath: database)
        }

        func build(output: URL, now: Timestamp) throws -> SiteBuilder.Report {
            try SiteBuilder(
                folders: .init(content: content.path, templates: templates.path, output: output.path),
                orderBook: OrderBookInput(databasePath: database, now: now)
            ).build()
        }

        /// Records order `number` of one Royal Burger for `email`, journalled as `bistro process` journals it.
        func order(_ number: Int, email: String, at timestamp: Timestamp) throws {
            let time = LocalTime(timestamp, in: Self.zone)
            try store.write { book in
                var rows = try AcceptedRows(after: book)
                let customer =
                    try book.customers(among: [email])[email]
                    ?? rows.addCustomer(
                        email: email, name: "Guest \(number)", phone: nil, historyToken: RandomToken.make(), at: time)
                let order = OrderRecord(
                    orderNumber: "RC-\(time.compactDay)-\(number)", orderDay: time.day, daySequence: number,
                    clientOrderId: nil, idempotencyKey: "key-\(number)", sourceFile: "order-\(number).json",
                    customerId: customer.id, customerName: "Guest \(number)", customerEmail: email,
                    customerPhone: nil, status: .received, placedAt: time, pickupAt: nil, note: nil,
                    restaurantName: "Royal Café", currency: "CAD", subtotalCents: 1650, couponCode: nil,
                    discountCents: 0, taxableCents: 1650, taxName: "HST", taxRate: "0.13", taxCents: 215,
                    tipPercent: nil, tipCents: 0, totalCents: 1865, receiptToken: RandomToken.make(),
                    preparationMinutes: nil, preparationStartedAt: nil, readyDueAt: nil)
                let line = OrderLineRecord(
                    orderId: 0, lineNumber: 1, sku: "RC-BURG-01", name: "Royal Burger", kind: "item",
                    categoryId: "burgers-n-wraps", quantity: 1, unitPriceCents: 1650, lineTotalCents: 1650,
                    preparationMinutes: nil, note: nil)
                let id = rows.add(order: order, lines: [line])
                rows.journal(acceptedOrders: id, through: id, at: time)
                try book.insert(&rows)
            }
        }

        func setStock(_ sku: String, _ quantity: Int, at timestamp: Timestamp) throws {
            try store.write { book in
                try book.setStock(
                    sku: sku, quantity: quantity, contentQuantity: nil, at: LocalTime(timestamp, in: Self.zone))
            }
        }

        /// Every file of a site folder but the manifest (whose file lines hold modification times).
        static func files(_ folder: URL) -> [String: Data] {
            var files: [String: Data] = [:]
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                let path = String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1))
                guard path != SiteWriter.manifestName, let data = FileManager.default.contents(atPath: url.path)
                else { continue }
                var isFolder: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), !isFolder.boolValue {
                    files[path] = data
                }
            }
            return files
        }

        func page(_ path: String) -> String {
            (try? String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)) ?? ""
        }
    }

    static let burger = "menu/burgers-n-wraps/rc-burg-01/index.html"

    @Test func manyPublishesEqualAFreshBuild() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        var now = Restaurant.noon
        try publisher.publish(now: now)
        let emails = ["ada@example.com", "bob@example.com", "cy@example.com"]
        for number in 1...12 {
            now = now.adding(seconds: 600)
            try restaurant.order(number, email: emails[number % 3], at: now)
            if number % 4 == 0 { try restaurant.setStock("RC-BURG-01", 20 - number, at: now) }
            // Past midnight: a new day's window and "most ordered".
            if number == 9 { now = now.adding(seconds: 12 * 3600) }
            let report = try publisher.publish(now: now)
            #expect(report.files.written >= 2, "order \(number): its receipt and its customer's history")
        }
        let fresh = restaurant.root.appendingPathComponent("Fresh")
        _ = try restaurant.build(output: fresh, now: now)
        let published = Restaurant.files(restaurant.site), built = Restaurant.files(fresh)
        #expect(published.count == built.count)
        #expect(published.keys.filter { $0.hasPrefix("receipts/") }.count == 13)  // 12 and the listing guard
        for (path, data) in built { #expect(published[path] == data, "\(path) differs") }
        var manifests = [restaurant.site, fresh].map { SiteWriter(output: $0).previousManifest() }
        for index in manifests.indices {
            manifests[index].files = manifests[index].files.map { .init(path: $0.path, size: $0.size, modified: 0) }
        }
        #expect(manifests[0] == manifests[1])
    }

    @Test func aStockChangeRendersTheCatalogueAgain() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        try publisher.publish(now: Restaurant.noon)
        #expect(!restaurant.page(Self.burger).contains("Only 2 left"))
        try restaurant.setStock("RC-BURG-01", 2, at: Restaurant.noon)
        let report = try publisher.publish(now: Restaurant.noon)
        #expect(report.files.written > 0)
        #expect(restaurant.page(Self.burger).contains("Only 2 left"))
        #expect(restaurant.page("menu/index.html").contains("Only 2 left"))
        // Only what shows the burger's category: the menu, home and order pages, menu.json, the order
        // page's data, the category page and its item pages; not the other categories, kits or pages.
        let burgers = try #require(
            try ContentLoader(directory: restaurant.content).load().content.catalog.categories.first {
                $0.items.contains { $0.sku == "RC-BURG-01" }
            })
        #expect(report.catalogueRendered == 5 + 1 + burgers.items.count)

        let fresh = restaurant.root.appendingPathComponent("Fresh")
        _ = try restaurant.build(output: fresh, now: Restaurant.noon)
        #expect(Restaurant.files(fresh) == Restaurant.files(restaurant.site), "the same site as a full build")
    }

    /// Another build writes the folder after a publish read its manifest and the book but before it took the
    /// folder's lock (cron's `bistro build --db` beside `serve`): the publish starts again from what that
    /// build wrote, rather than write the older stock over it.
    @Test func aBuildInBetweenIsNotOverwritten() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        _ = try restaurant.build(output: restaurant.site, now: Restaurant.noon)
        try restaurant.setStock("RC-BURG-01", 3, at: Restaurant.noon)
        var publish = SiteBuilder(
            folders: .init(
                content: restaurant.content.path, templates: restaurant.templates.path, output: restaurant.site.path),
            orderBook: OrderBookInput(databasePath: restaurant.database, now: Restaurant.noon))
        let builds = Mutex(0)
        publish.beforeLocking = {
            guard
                builds.withLock({
                    $0 += 1; return $0
                }) == 1
            else { return }
            try! restaurant.setStock("RC-BURG-01", 2, at: Restaurant.noon)
            _ = try! restaurant.build(output: restaurant.site, now: Restaurant.noon)
            #expect(restaurant.page(Self.burger).contains("Only 2 left"))
        }
        var session = BuildSession(eager: false)
        _ = try publish.build(&session)
        #expect(restaurant.page(Self.burger).contains("Only 2 left"))
        #expect(!restaurant.page(Self.burger).contains("Only 3 left"))
        let fresh = restaurant.root.appendingPathComponent("Fresh")
        _ = try restaurant.build(output: fresh, now: Restaurant.noon)
        #expect(Restaurant.files(fresh) == Restaurant.files(restaurant.site), "the same site as a full build")
    }

    /// `publishOrderPages` (the server's publish before an answer) writes the receipt and history of a new
    /// order but leaves the catalogue's stock; the next `publish`, or a plain `bistro build --db` after a
    /// server was stopped first, brings it up to date.
    @Test(arguments: [false, true]) func theCatalogueFollowsADeferredPublish(byBuild: Bool) throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        try publisher.publish(now: Restaurant.noon)
        try restaurant.setStock("RC-BURG-01", 2, at: Restaurant.noon)
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        let deferred = try publisher.publishOrderPages(now: Restaurant.noon)
        #expect(deferred.catalogueBehind)
        #expect(Restaurant.files(restaurant.site).keys.contains { $0.hasPrefix("receipts/") && $0.hasSuffix(".html") })
        #expect(!restaurant.page(Self.burger).contains("Only 2 left"), "the catalogue waits")
        #expect(try publisher.publishOrderPages(now: Restaurant.noon).catalogueBehind, "still behind, nothing new")
        #expect(try publisher.publishOrderPages(now: Restaurant.noon).files.written == 0)

        let caughtUp =
            byBuild
            ? try restaurant.build(output: restaurant.site, now: Restaurant.noon)
            : try publisher.publish(now: Restaurant.noon)
        #expect(!caughtUp.catalogueBehind)
        #expect(restaurant.page(Self.burger).contains("Only 2 left"))
        #expect(restaurant.page("menu/index.html").contains("Only 2 left"))
        #expect(SiteWriter(output: restaurant.site).previousManifest().orderBook?.catalogueBehind == false)
        #expect(try restaurant.build(output: restaurant.site, now: Restaurant.noon).files.written == 0)
        let fresh = restaurant.root.appendingPathComponent("Fresh")
        _ = try restaurant.build(output: fresh, now: Restaurant.noon)
        #expect(Restaurant.files(fresh) == Restaurant.files(restaurant.site))
    }

    /// A publisher takes the manifest it wrote as it is (neither parsed again nor its files checked) only
    /// while it is the file it wrote: after another build into the folder (here one that stopped
    /// publishing from the book and removed the receipts), the next publish reads it and publishes again.
    @Test func aBuildByAnotherProcessBetweenPublishesIsSeen() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        try publisher.publish(now: Restaurant.noon)
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        try publisher.publish(now: Restaurant.noon)
        let receipts = { Restaurant.files(restaurant.site).keys.filter { $0.hasPrefix("receipts/") }.count }
        #expect(receipts() == 2, "the receipt and the listing guard")
        _ = try SiteBuilder(
            folders: .init(
                content: restaurant.content.path, templates: restaurant.templates.path, output: restaurant.site.path),
            forgetOrderBook: true
        ).build()
        #expect(receipts() == 0)
        try publisher.publish(now: Restaurant.noon)
        #expect(receipts() == 2, "the publisher saw the other build's manifest and published the book again")
    }

    @Test func nothingNewWritesNothing() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        #expect(try publisher.publish(now: Restaurant.noon).files.written > 0)
        let before = Restaurant.files(restaurant.site)
        for _ in 1...3 {
            let report = try publisher.publish(now: Restaurant.noon)
            #expect(report.files.written == 0 && report.files.removed == 0)
        }
        #expect(Restaurant.files(restaurant.site) == before)
        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        // Its receipt and history; the catalogue is untouched: one order makes no "most ordered" badge
        // (`OrderBookInput.defaultMostOrderedMinimum`).
        #expect(try publisher.publish(now: Restaurant.noon).files.written == 2)
        #expect(try publisher.publish(now: Restaurant.noon).files.written == 0)
    }
}
