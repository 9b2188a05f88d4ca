import BistroCore
import Testing

@testable import BistroImages
@testable import BistroSite

/// Which copies a photo gets and what they are called: pure values, decided from the header alone.
@Suite struct ResponsivePhotoTests {
    static func photo(_ format: PhotoFormat, width: Int, height: Int, bytes: [UInt8] = [1, 2, 3]) -> ResponsivePhoto {
        ResponsivePhoto(
            source: "images/dishes/soup.\(format.fileExtension)", location: .file("Content/menu.json"), bytes: bytes,
            header: PhotoHeader(format: format, width: width, height: height))
    }

    @Test func widthsAreNeverWiderThanThePhoto() {
        #expect(PhotoSettings.widths(forPhotoWidth: 200) == [200])
        #expect(PhotoSettings.widths(forPhotoWidth: 320) == [320])
        #expect(PhotoSettings.widths(forPhotoWidth: 600) == [320, 600])
        #expect(PhotoSettings.widths(forPhotoWidth: 1280) == [320, 640, 1280])
        #expect(PhotoSettings.widths(forPhotoWidth: 4000) == [320, 640, 1280])
    }

    @Test func copiesAreWebPAndTheOwnFormatNamedForTheBytes() {
        let photo = Self.photo(.jpeg, width: 4000, height: 3000)
        let key = photo.key
        #expect(key.count == 16 && key.allSatisfy(\.isHexDigit))
        #expect(
            photo.copies.map(\.path) == [
                "images/dishes/soup-320.\(key).webp", "images/dishes/soup-320.\(key).jpg",
                "images/dishes/soup-640.\(key).webp", "images/dishes/soup-640.\(key).jpg",
                "images/dishes/soup-1280.\(key).webp", "images/dishes/soup-1280.\(key).jpg",
            ])
        #expect(photo.displaySize == ImageSize(width: 1280, height: 960))
        #expect(
            photo.sourceSet(.webp, rootPath: "/cafe/")
                == [
                    "/cafe/images/dishes/soup-320.\(key).webp 320w", "/cafe/images/dishes/soup-640.\(key).webp 640w",
                    "/cafe/images/dishes/soup-1280.\(key).webp 1280w",
                ].joined(separator: ", "))
        // A WebP photo's copies are WebP only.
        #expect(Self.photo(.webp, width: 300, height: 200).copies.map(\.format) == [.webp])
    }

    @Test func anotherPhotoGetsAnotherKey() {
        let first = Self.photo(.png, width: 100, height: 100, bytes: [1, 2, 3])
        #expect(Self.photo(.png, width: 100, height: 100, bytes: [1, 2, 3]).key == first.key)
        #expect(Self.photo(.png, width: 100, height: 100, bytes: [1, 2, 4]).key != first.key)
    }
}
