import Foundation
import Testing

/// `bistro build` on the demo with photos (`Tests/Photos`): the home page's hero and a dish's picture are
/// published as resized copies named for their bytes, pages give them `srcset`, and a photo is decoded again
/// only when it changed.
@Suite struct PhotoBuildTests {
    /// The demo's content with `images/coffee.jpg` (600 × 400) as the hero and `images/cup.png` (160 × 107) as
    /// the Royal Burger's picture.
    static func content(in folder: URL) throws -> URL {
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BistroRunner.packageRoot.appendingPathComponent("Content"), to: content)
        let photos = BistroRunner.packageRoot.appendingPathComponent("Tests/Photos")
        try FileManager.default.copyItem(
            at: photos.appendingPathComponent("coffee.jpg"), to: content.appendingPathComponent("images/coffee.jpg"))
        try FileManager.default.copyItem(
            at: photos.appendingPathComponent("coffee-160.png"), to: content.appendingPathComponent("images/cup.png"))
        try replace("images/hero.svg", with: "images/coffee.jpg", in: content.appendingPathComponent("restaurant.json"))
        try replace("images/royal-burger.svg", with: "images/cup.png", in: content.appendingPathComponent("menu.json"))
        return content
    }

    static func replace(_ old: String, with new: String, in file: URL) throws {
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: file, atomically: true, encoding: .utf8)
    }

    /// Modification times of the photos' copies, in the site and in its cache.
    static func photoTimes(_ output: URL) throws -> [String: Date] {
        var times: [String: Date] = [:]
        for path in BistroRunner.snapshot(output).keys where path.contains("coffee-") || path.contains("cup-") {
            let attributes = try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)
            times[path] = attributes[.modificationDate] as? Date
        }
        return times
    }

    @Test func photosArePublishedResizedAndNamedForTheirBytes() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.content(in: folder)
        let output = folder.appendingPathComponent("Site")
        let build = try BistroRunner.run(["build", "--content", content.path, "--output", output.path])
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.hasSuffix(", 2 photos resized\n"), "\(build.stdout)")
        let files = BistroRunner.snapshot(output)
        let copies = files.keys.filter { $0.hasPrefix("images/coffee-") || $0.hasPrefix("images/cup-") }.sorted()
        // Never enlarged: the 600-pixel photo has a 320 and its own width, the 160-pixel one only its own.
        let key = try #require(copies.first?.split(separator: ".").dropFirst().first.map(String.init))
        #expect(key.count == 16)
        #expect(copies.count == 6)
        #expect(
            copies.filter { $0.hasPrefix("images/coffee-") } == [
                "images/coffee-320.\(key).jpg", "images/coffee-320.\(key).webp", "images/coffee-600.\(key).jpg",
                "images/coffee-600.\(key).webp",
            ])
        #expect(
            copies.filter { $0.hasPrefix("images/cup-") }.map {
                $0.replacingOccurrences(of: #"\.[0-9a-f]{16}\."#, with: ".KEY.", options: .regularExpression)
            } == [
                "images/cup-160.KEY.png", "images/cup-160.KEY.webp",
            ])
        for path in copies {
            let bytes = [UInt8](files[path]!)
            if path.hasSuffix(".webp") { #expect(bytes[8..<12].elementsEqual("WEBP".utf8), "\(path)") }
            if path.hasSuffix(".jpg") { #expect(bytes.starts(with: [0xFF, 0xD8]), "\(path)") }
            if path.hasSuffix(".png") { #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), "\(path)") }
        }
        // The copies in the cache are the published ones.
        for path in copies { #expect(files[".bistro-photos/" + path] == files[path], "\(path)") }

        let home = String(decoding: files["index.html"]!, as: UTF8.self)
        #expect(
            home.contains(
                #"<picture><source type="image/webp" srcset="/images/coffee-320.\#(key).webp 320w, /images/coffee-600.\#(key).webp 600w" sizes="100vw">"#
                    + #"<img class="hero-image" src="/images/coffee-600.\#(key).jpg" srcset="/images/coffee-320.\#(key).jpg 320w, /images/coffee-600.\#(key).jpg 600w" sizes="100vw""#
            ))
        #expect(home.contains(#"width="600" height="400"></picture>"#))
        let order = String(decoding: files["order/index.html"]!, as: UTF8.self)
        let thumb = try #require(order.range(of: #"<img class="menu-thumb" src="/images/cup-160."#))
        #expect(order[thumb.upperBound...].prefix(300).contains(#"width="160" height="107" loading="lazy"></picture>"#))
        // A burger page's picture comes first: not lazy.
        let item = String(decoding: files["menu/burgers-n-wraps/rc-burg-01/index.html"]!, as: UTF8.self)
        let detail = try #require(item.range(of: #"<img class="detail-image""#))
        #expect(!item[detail.lowerBound...].prefix(400).contains("loading="))
    }

    @Test func aPhotoIsDecodedAgainOnlyWhenItChanged() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.content(in: folder)
        let output = folder.appendingPathComponent("Site")
        let arguments = ["build", "--content", content.path, "--output", output.path]
        #expect(try BistroRunner.run(arguments).stdout.hasSuffix(", 2 photos resized\n"))
        let before = try Self.photoTimes(output)
        #expect(before.count == 12)

        // Nothing changed: nothing is written, no photo decoded.
        let again = try BistroRunner.run(arguments)
        #expect(again.stdout == "Built 37 pages into \(output.path)/ (0 written, 0 removed)\n")
        #expect(try Self.photoTimes(output) == before)

        // A dish's name changed: its pages are written again, no photo is decoded or its copies rewritten.
        try Self.replace(
            "Peameal Bacon Burger", with: "Peameal Burger", in: content.appendingPathComponent("menu.json"))
        let renamed = try BistroRunner.run(arguments)
        #expect(renamed.status == 0)
        #expect(!renamed.stdout.contains("resized"), "\(renamed.stdout)")
        #expect(try Self.photoTimes(output) == before)

        // The hero photo changed (a byte after its end, which decoders ignore): it alone is decoded again, under
        // a new name; its old copies leave the site and the cache.
        let hero = content.appendingPathComponent("images/coffee.jpg")
        try (Data(contentsOf: hero) + Data([0])).write(to: hero)
        let changed = try BistroRunner.run(arguments)
        #expect(changed.stdout.hasSuffix(" 4 removed), 1 photo resized\n"), "\(changed.stdout)")
        let after = try Self.photoTimes(output)
        #expect(after.count == 12)
        #expect(after.filter { $0.key.contains("cup-") } == before.filter { $0.key.contains("cup-") })
        #expect(Set(after.keys).intersection(before.keys).allSatisfy { $0.contains("cup-") })

        // No photo any more: the copies and the cache go.
        try Self.replace(
            "images/coffee.jpg", with: "images/hero.svg", in: content.appendingPathComponent("restaurant.json"))
        try Self.replace(
            "images/cup.png", with: "images/royal-burger.svg", in: content.appendingPathComponent("menu.json"))
        let none = try BistroRunner.run(arguments)
        #expect(none.stdout.hasSuffix(" 6 removed)\n"), "\(none.stdout)")
        #expect(try Self.photoTimes(output).isEmpty)
        #expect(!FileManager.default.fileExists(atPath: output.appendingPathComponent(".bistro-photos").path))
    }
}
