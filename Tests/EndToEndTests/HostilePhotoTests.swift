import Foundation
import Testing

/// `Fixtures/hostile-photos/`: photos a build must refuse, each an error at the `image` field naming it, with
/// nothing written (see its README).
@Suite struct HostilePhotoTests {
    /// A copy of the fixture whose `menu.json` names `images` (one dish a line); returns the folder and where
    /// each image's path starts in `menu.json` ("Content/menu.json:LINE:COLUMN").
    static func content(images: [String: [UInt8]], in folder: URL) throws -> (URL, [String: String]) {
        let content = folder.appendingPathComponent("Content")
        let imagesFolder = content.appendingPathComponent("images")
        try FileManager.default.createDirectory(at: imagesFolder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: BistroRunner.fixtures.appendingPathComponent("hostile-photos/restaurant.json"),
            to: content.appendingPathComponent("restaurant.json"))
        var lines = [#"{"categories": [{"id": "mains", "name": "Mains", "items": ["#]
        var positions: [String: String] = [:]
        for (index, name) in images.keys.sorted().enumerated() {
            try Data(images[name]!).write(to: imagesFolder.appendingPathComponent(name))
            let prefix = #"  {"sku": "P-\#(index)", "name": "Dish \#(index)", "price": "1.00", "image": "#
            let comma = index == images.count - 1 ? "" : ","
            lines.append(prefix + #""images/\#(name)"}"# + comma)
            positions[name] = "\(content.path)/menu.json:\(lines.count):\(prefix.count + 1)"
        }
        lines.append("]}]}")
        try (lines.joined(separator: "\n") + "\n").write(
            to: content.appendingPathComponent("menu.json"), atomically: true, encoding: .utf8)
        return (content, positions)
    }

    /// A PNG declaring 50,000 × 50,000 pixels, its data chunk 1,000 rows of zeros, made by Python's zlib.
    static func pixelBomb() throws -> [UInt8] {
        let script = """
            import struct, sys, zlib
            def chunk(kind, data):
                return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))
            packer = zlib.compressobj(9)
            row = bytes(1 + 50000 * 3)
            data = b''.join(packer.compress(row) for _ in range(1000)) + packer.flush()
            header = struct.pack('>IIBBBBB', 50000, 50000, 8, 2, 0, 0, 0)
            sys.stdout.buffer.write(b'\\x89PNG\\r\\n\\x1a\\n' + chunk(b'IHDR', header) + chunk(b'IDAT', data)
                                    + chunk(b'IEND', b''))
            """
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", "-c", script]
        let output = Pipe()
        python.standardOutput = output
        try python.run()
        let bytes = output.fileHandleForReading.readDataToEndOfFile()
        python.waitUntilExit()
        return [UInt8](bytes)
    }

    static let coffee = [UInt8](
        FileManager.default.contents(
            atPath: BistroRunner.packageRoot.appendingPathComponent("Tests/Photos/coffee.jpg").path)!)

    /// `bistro build` within a 2 GB address space (a decoded pixel bomb would need 7.5 GB).
    static func build(_ content: URL, into output: URL) throws -> BistroRunner.Result {
        try RunningChild(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", #"ulimit -v 2000000 && exec "$0" build --content "$1" --output "$2""#, BistroRunner.binary.path,
                content.path, output.path,
            ], in: BistroRunner.packageRoot
        ).wait()
    }

    @Test func photosWhoseHeaderIsWrongAreErrorsAtTheirField() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bomb = try Self.pixelBomb()
        #expect((100_000..<1_000_000).contains(bomb.count))
        let (content, at) = try Self.content(
            images: [
                "broken.jpg": [0xFF, 0xD8, 0xFF, 0xE0] + Array("this is not a JPEG".utf8),
                "gif-named.png": Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x3B],
                "scan.tiff": [0x49, 0x49, 0x2A, 0x00, 8, 0, 0, 0],
                "bomb.png": bomb,
            ], in: folder)
        let output = folder.appendingPathComponent("Site")
        let build = try Self.build(content, into: output)
        #expect(build.status == 1)
        let format =
            "is not a JPEG, PNG or WebP photo (SVG and GIF are published as they are; other formats are not "
            + "supported)"
        let lines = build.stderr.split(separator: "\n").map(String.init)
        #expect(lines.count == 4, "\(build.stderr)")
        #expect(
            lines.contains {
                $0.hasPrefix(at["broken.jpg"]! + ": error: image \"images/broken.jpg\" cannot be decoded")
            })
        #expect(lines.contains(at["gif-named.png"]! + ": error: image \"images/gif-named.png\" " + format))
        #expect(lines.contains(at["scan.tiff"]! + ": error: image \"images/scan.tiff\" " + format))
        #expect(
            lines.contains(
                at["bomb.png"]! + ": error: image \"images/bomb.png\" declares 50000 × 50000 pixels, more than the 40 "
                    + "megapixels a photo may have: make it smaller"))
        #expect(BistroRunner.snapshot(output).isEmpty)
    }

    /// A photo whose header is fine fails when it is decoded: the same kind of error, and no page and no copy
    /// of it is written.
    @Test func aTruncatedPhotoIsAnErrorAndNothingIsWritten() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, at) = try Self.content(
            images: ["truncated.jpg": Array(Self.coffee.prefix(Self.coffee.count / 2)), "coffee.jpg": Self.coffee],
            in: folder)
        let output = folder.appendingPathComponent("Site")
        let check = try BistroRunner.run(["check", "--content", content.path])
        #expect(check.status == 0, "\(check.stderr)")
        let build = try Self.build(content, into: output)
        #expect(build.status == 1)
        #expect(
            build.stderr.hasPrefix(
                at["truncated.jpg"]! + ": error: image \"images/truncated.jpg\" cannot be decoded (damaged or "
                    + "truncated?): "), "\(build.stderr)")
        #expect(build.stderr.split(separator: "\n").count == 1)
        // The good photo's copies may be cached; nothing is published.
        #expect(BistroRunner.snapshot(output).keys.filter { !$0.hasPrefix(".bistro-") } == [])
        #expect(!BistroRunner.snapshot(output).keys.contains { $0.contains("truncated") })
    }

    @Test func aLinkOutOfTheContentFolderIsAnErrorNamingIt() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let (content, _) = try Self.content(images: ["coffee.jpg": Self.coffee], in: folder)
        try Data(Self.coffee).write(to: folder.appendingPathComponent("secret.jpg"))
        let menu = content.appendingPathComponent("menu.json")
        let text = try String(contentsOf: menu, encoding: .utf8).replacingOccurrences(
            of: "coffee.jpg", with: "outside.jpg")
        try text.write(to: menu, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("images/outside.jpg").path, withDestinationPath: "../../secret.jpg")
        let output = folder.appendingPathComponent("Site")
        let build = try Self.build(content, into: output)
        #expect(build.status == 1)
        let secret = folder.appendingPathComponent("secret.jpg").resolvingSymlinksInPath().path
        #expect(
            build.stderr
                == "\(content.path)/images/outside.jpg:1:1: error: a symbolic link to \(secret), outside the content "
                + "folder: not published (a link in the content folder may only lead to a place inside it; copy the "
                + "file in instead)\n")
        #expect(BistroRunner.snapshot(output).isEmpty)
    }
}
