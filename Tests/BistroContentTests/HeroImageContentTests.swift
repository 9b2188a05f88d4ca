import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore

/// Issue 25 item 9: restaurant.json `heroImage` (`{"src", "alt"}`), the home page's big picture: read, and a
/// missing file or a wrong shape is an error at its position, like any other image.
@Suite struct HeroImageContentTests {
    @Test func theHeroImageIsRead() throws {
        let fixture = try ContentFixture([
            "restaurant.json":
                #"{"name": "D", "currency": "CAD", "heroImage": {"src": "images/hero.svg", "alt": "Our room"}}"#,
            "images/hero.svg": #"<svg xmlns="http://www.w3.org/2000/svg" width="12" height="6"/>"#,
        ])
        let content = try fixture.load()
        #expect(content.restaurant.heroImage == HeroImage(src: "images/hero.svg", alt: "Our room"))
        #expect(content.images.contains("images/hero.svg"))
    }

    @Test func aMissingFileIsAnErrorAtItsSource() throws {
        let fixture = try ContentFixture([
            "restaurant.json":
                #"{"name": "D", "currency": "CAD", "heroImage": {"src": ⟨src⟩"images/gone.jpg", "alt": ""}}"#
        ])
        #expect(
            fixture.diagnostics() == [
                .error(
                    "image \"images/gone.jpg\" not found in the content folder (paths are relative to it, e.g. "
                        + "\"images/burger.svg\")", at: fixture.location(of: "src"))
            ])
    }

    @Test func aStringOrAMissingAltIsAnError() throws {
        let string = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "heroImage": ⟨hero⟩"images/hero.jpg"}"#
        ])
        #expect(
            string.diagnostics() == [
                .error("\"heroImage\" must be an object, found a string", at: string.location(of: "hero"))
            ])
        let noAlt = try ContentFixture([
            "restaurant.json": #"{"name": "D", "currency": "CAD", "heroImage": {"src": "images/hero.svg"}}"#,
            "images/hero.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
        ])
        #expect(noAlt.diagnostics().count == 1)
        #expect(noAlt.diagnostics().first?.message.contains("\"alt\"") == true)
    }
}
