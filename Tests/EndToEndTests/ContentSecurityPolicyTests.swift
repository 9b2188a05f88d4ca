import Foundation
import Testing

/// The server sends `Content-Security-Policy: default-src 'self'; img-src 'self' data:; …`. The demo's
/// built pages must work under it: no inline script (JSON-LD blocks are data and allowed), no inline
/// style, no event-handler attributes, and every script, stylesheet, image and font from the site itself.
@Suite struct ContentSecurityPolicyTests {
    @Test func theDemoSitePassesTheServersPolicy() throws {
        let output = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try BistroRunner.run(["build", "--quiet", "--output", output.path]).status == 0)
        let files = BistroRunner.snapshot(output)
        var pages = 0
        for (path, data) in files where path.hasSuffix(".html") {
            pages += 1
            let html = String(decoding: data, as: UTF8.self)
            // Scripts are files of the site (`script-src 'self'`), never code inside the page.
            for tag in html.replacing(/<script type="application\/ld\+json">.*?<\/script>/, with: "").matches(
                of: /<script[^>]*>([^<]*)<\/script>/)
            {
                let source = tag.0.firstMatch(of: /\ssrc="([^"]*)"/).map { String($0.1) } ?? ""
                #expect(
                    !source.isEmpty && Self.isSameOrigin(source) && tag.1.isEmpty,
                    "inline or foreign script in \(path): \(tag.0)")
            }
            let outside = html.replacing(/<script type="application\/ld\+json">.*?<\/script>/, with: "")
                .replacing(/<script type="module" src="[^"]*"><\/script>/, with: "")
            #expect(!outside.contains("<script"), "inline script in \(path)")
            #expect(!outside.contains("<style"), "style element in \(path)")
            #expect(outside.firstMatch(of: /\sstyle\s*=/) == nil, "style attribute in \(path)")
            #expect(outside.firstMatch(of: /\son[a-z]+\s*=/) == nil, "event handler in \(path)")
            #expect(outside.firstMatch(of: /javascript:/) == nil, "javascript: link in \(path)")
            for source in outside.matches(of: /\ssrc="([^"]*)"/).map({ String($0.1) }) {
                #expect(Self.isSameOrigin(source) || source.hasPrefix("data:"), "\(source) in \(path)")
            }
            for tag in outside.matches(of: /<link\s[^>]*>/).map({ String($0.0) })
            where !tag.contains("rel=\"canonical\"") && !tag.contains("rel=\"alternate\"") {
                let href = tag.firstMatch(of: /href="([^"]*)"/).map { String($0.1) } ?? ""
                #expect(Self.isSameOrigin(href), "\(tag) in \(path)")
            }
        }
        #expect(pages > 30)
        for (path, data) in files where path.hasSuffix(".css") {
            let css = String(decoding: data, as: UTF8.self)
            #expect(css.firstMatch(of: /url\(\s*["']?(https?:)?\/\//) == nil, "font or image from elsewhere in \(path)")
            #expect(!css.contains("@import"), "@import in \(path)")
        }
    }

    /// A path on the same site: relative or absolute, never `//host` or a scheme.
    static func isSameOrigin(_ link: String) -> Bool {
        !link.hasPrefix("//") && link.firstMatch(of: /^[a-zA-Z][a-zA-Z0-9+.-]*:/) == nil
    }
}
