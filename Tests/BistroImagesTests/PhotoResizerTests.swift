import Testing

@testable import BistroImages

/// Resized copies: their sizes, their formats, never enlarged, the same bytes every time.
@Suite struct PhotoResizerTests {
    @Test func makesEachWidthInEachFormat() throws {
        let variants = try PhotoResizer.resize(
            TestPhotos.coffee, widths: [320, 480], formats: [.webp, .jpeg], quality: 80)
        #expect(
            variants.map { "\($0.format) \($0.width)x\($0.height)" } == [
                "webp 320x213", "jpeg 320x213", "webp 480x320", "jpeg 480x320",
            ])
        for variant in variants {
            #expect(
                try PhotoHeader.read(variant.bytes)
                    == PhotoHeader(
                        format: variant.format, width: variant.width, height: variant.height))
        }
        // Smaller than the original, which is 600 pixels wide.
        #expect(variants.allSatisfy { $0.bytes.count < TestPhotos.coffee.count })
    }

    @Test func neverEnlarges() throws {
        let variants = try PhotoResizer.resize(TestPhotos.coffee, widths: [1280], formats: [.png], quality: 80)
        #expect(variants.map { "\($0.width)x\($0.height)" } == ["600x400"])
        #expect(try PhotoHeader.read(variants[0].bytes).format == .png)
    }

    @Test func turnsAPhotoUpright() throws {
        let variants = try PhotoResizer.resize(TestPhotos.coffeeOnItsSide, widths: [320], formats: [.jpeg], quality: 80)
        #expect(variants.map { "\($0.width)x\($0.height)" } == ["320x480"])
        #expect(try PhotoHeader.read(variants[0].bytes) == PhotoHeader(format: .jpeg, width: 320, height: 480))
    }

    /// No copy carries the camera's metadata (its model here; on a phone's photo, where it was taken), and
    /// each is upright with no orientation left to apply. libvips 8.14's WebP encoder ignores "strip"
    /// (libvips/libvips#3340): the fields are removed before any encoder sees the image.
    @Test func dropsTheCamerasMetadata() throws {
        let model = Array("BistroCamera".utf8)
        #expect(TestPhotos.coffeeOnItsSide.firstRange(of: model) != nil)
        let variants = try PhotoResizer.resize(
            TestPhotos.coffeeOnItsSide, widths: [320], formats: [.jpeg, .webp, .png], quality: 80)
        #expect(variants.map(\.format) == [.jpeg, .webp, .png])
        for variant in variants {
            #expect(variant.bytes.firstRange(of: model) == nil, "\(variant.format)")
            #expect(try PhotoHeader.read(variant.bytes) == PhotoHeader(format: variant.format, width: 320, height: 480))
        }
    }

    @Test func namesTheLibraryVersion() {
        #expect(PhotoResizer.libraryVersion.hasPrefix("8."))
    }

    @Test func givesTheSameBytesEveryTime() throws {
        let first = try PhotoResizer.resize(TestPhotos.coffee, widths: [320], formats: [.webp, .jpeg], quality: 80)
        let second = try PhotoResizer.resize(TestPhotos.coffee, widths: [320], formats: [.webp, .jpeg], quality: 80)
        #expect(first == second)
    }

    /// A photo cut off half-way has a good header: decoding it fails, with libvips's words.
    @Test func reportsATruncatedPhoto() throws {
        let truncated = Array(TestPhotos.coffee.prefix(TestPhotos.coffee.count / 2))
        #expect(try PhotoHeader.read(truncated).width == 600)
        #expect {
            try PhotoResizer.resize(truncated, widths: [320], formats: [.jpeg], quality: 80)
        } throws: { error in
            guard case .damaged(let detail) = error as? PhotoError else { return false }
            return detail.contains("Premature end")
        }
    }

    @Test func refusesAPixelBombBeforeDecoding() {
        #expect(throws: PhotoError.tooManyPixels(width: 50_000, height: 50_000)) {
            try PhotoResizer.resize(
                TestPhotos.pngHeader(width: 50_000, height: 50_000), widths: [320], formats: [.png], quality: 80)
        }
    }
}
