import Foundation
import Testing

@testable import BistroCore
@testable import BistroSite

extension SitePublisherTests {
    /// A publish that writes no catalogue file writes the manifest's file lines as it wrote them last
    /// (`BuildSession.written`), a publish that does lists the new stamps: after every publish each
    /// listed file is on disk with the size and modification time listed, and the "#" lines are the new ones.
    @Test func theManifestListsEveryFileAsItIsAfterEachPublish() throws {
        let restaurant = try Restaurant()
        defer { restaurant.remove() }
        let publisher = restaurant.publisher()
        let site = restaurant.site.path
        func listed() throws -> SiteManifest {
            let text = try String(contentsOfFile: site + "/" + SiteWriter.manifestName, encoding: .utf8)
            let manifest = SiteManifest(text: text)
            #expect(manifest.text == text)
            for entry in manifest.files {
                let stamp = FileStamp.read(site + "/" + entry.path)
                #expect(stamp?.size == entry.size && stamp?.modified == entry.modified, "\(entry.path)")
            }
            return manifest
        }
        try publisher.publish(now: Restaurant.noon)
        let built = try listed()

        try restaurant.order(1, email: "ada@example.com", at: Restaurant.noon)
        try publisher.publishOrderPages(now: Restaurant.noon)
        let afterOrder = try listed()
        #expect(afterOrder.files == built.files)
        #expect(afterOrder.orderBook?.journal ?? 0 > built.orderBook?.journal ?? 0)

        // "Only 2 left" on the burger: its pages are written again, with new stamps in the manifest.
        try restaurant.setStock("RC-BURG-01", 2, at: Restaurant.noon)
        try publisher.publish(now: Restaurant.noon)
        let afterStock = try listed()
        // Its size changes with the badge, so this holds however close the writes are in time (a file's
        // modification time moves in the kernel's clock ticks, which two fast writes can share).
        let entry = { (manifest: SiteManifest) in manifest.files.first { $0.path == Self.burger } }
        #expect(entry(afterStock) != nil && entry(afterStock) != entry(afterOrder))
        #expect(restaurant.page(Self.burger).contains("2 left"))

        try restaurant.order(2, email: "grace@example.com", at: Restaurant.noon)
        try publisher.publishOrderPages(now: Restaurant.noon)
        let afterSecond = try listed()
        #expect(afterSecond.files == afterStock.files)
        #expect(afterSecond.orderBook?.journal ?? 0 > afterStock.orderBook?.journal ?? 0)
    }
}
