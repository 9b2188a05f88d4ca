import Foundation
import Testing

@testable import BistroImages

/// The header check: what libvips may decode, and what is refused before any pixel is.
@Suite struct PhotoHeaderTests {
    @Test func readsTheFormatAndSizeOfAPhoto() throws {
        #expect(try PhotoHeader.read(TestPhotos.coffee) == PhotoHeader(format: .jpeg, width: 600, height: 400))
    }

    /// A photo the camera stored on its side (EXIF orientation 6): its size as it is shown.
    @Test func readsTheSizeUpright() throws {
        #expect(try PhotoHeader.read(TestPhotos.coffeeOnItsSide) == PhotoHeader(format: .jpeg, width: 400, height: 600))
    }

    /// A PNG that declares 50,000 × 50,000 pixels (7.5 GB decoded) in 80 bytes: refused from its header.
    @Test func refusesAPixelBombFromItsHeader() {
        #expect(throws: PhotoError.tooManyPixels(width: 50_000, height: 50_000)) {
            try PhotoHeader.read(TestPhotos.pngHeader(width: 50_000, height: 50_000))
        }
    }

    @Test func refusesWhatIsNotAJPEGPNGOrWebP() {
        let gif = Array("GIF89a".utf8) + [1, 0, 1, 0, 0x80, 0, 0, 0, 0, 0, 0xFF, 0xFF, 0xFF, 0x3B]
        let svg = Array(#"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>"#.utf8)
        for bytes in [gif, svg, Array("not a picture".utf8), []] {
            #expect(throws: PhotoError.unsupportedFormat) { try PhotoHeader.read(bytes) }
        }
    }

    @Test func reportsADamagedHeader() {
        // A JPEG's start of image and nothing after it.
        #expect {
            try PhotoHeader.read([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8))
        } throws: { error in
            if case .damaged = error as? PhotoError { true } else { false }
        }
    }
}

/// The photos the tests use: scikit-image's coffee cup (`Tests/Photos/README.md`) and PNGs made here.
enum TestPhotos {
    static let coffee: [UInt8] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        return [UInt8](FileManager.default.contents(atPath: root.appendingPathComponent("Photos/coffee.jpg").path)!)
    }()

    /// The coffee photo with an EXIF segment after its start-of-image marker: the camera's model
    /// ("BistroCamera") and "rotate 90° clockwise to show" (orientation 6).
    static var coffeeOnItsSide: [UInt8] {
        // A big-endian TIFF: its header, one directory of two entries at offset 8, the model's text after it.
        let model: [UInt8] = [0x01, 0x10, 0x00, 0x02, 0x00, 0x00, 0x00, 0x0D, 0x00, 0x00, 0x00, 0x26]
        let orientation: [UInt8] = [0x01, 0x12, 0x00, 0x03, 0x00, 0x00, 0x00, 0x01, 0x00, 0x06, 0x00, 0x00]
        let tiff: [UInt8] =
            Array("MM".utf8) + [0x00, 0x2A, 0x00, 0x00, 0x00, 0x08, 0x00, 0x02] + model + orientation + [0, 0, 0, 0]
            + Array("BistroCamera\0".utf8)
        let body = Array("Exif".utf8) + [0, 0] + tiff
        let segment: [UInt8] = [0xFF, 0xE1, 0x00, UInt8(body.count + 2)] + body
        return Array(coffee.prefix(2)) + segment + coffee.dropFirst(2)
    }

    /// A valid PNG (signature, header chunk for 8-bit RGB, one data chunk of 16 zero bytes, end chunk, each
    /// with its CRC) whose header declares `width` × `height`: a pixel bomb in 80 bytes.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
            + chunk("IDAT", [0x78, 0x9C, 0x63, 0x60, 0x40, 0x05, 0x00, 0x00, 0x10, 0x00, 0x01]) + chunk("IEND", [])
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
