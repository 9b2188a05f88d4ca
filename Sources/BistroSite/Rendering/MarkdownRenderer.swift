import CMark
import Foundation

/// Markdown rendered once: the HTML for the page and its plain text for `<meta name="description">`.
package struct RenderedMarkdown: Hashable, Sendable {
    package let html: String
    let plainText: String
    /// `summary()`, worked out once: pages and cards show it for every item.
    let summaryText: String

    package init(html: String, plainText: String) {
        self.html = html
        self.plainText = plainText
        self.summaryText = RenderedMarkdown.summary(of: plainText, limit: 160)
    }

    package static let empty = RenderedMarkdown(html: "", plainText: "")

    /// The plain text cut at a word boundary to at most `limit` characters, with "…" when cut.
    package func summary(limit: Int = 160) -> String {
        limit == 160 ? summaryText : RenderedMarkdown.summary(of: plainText, limit: limit)
    }

    private static func summary(of plainText: String, limit: Int) -> String {
        let utf8 = plainText.utf8
        // A text has no more characters than UTF-8 bytes, and in ASCII without "\r" (which pairs with
        // "\n" into one character) each byte is one character: cut on bytes, same result, no grapheme walk.
        if utf8.count <= limit { return plainText }
        if utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            let cut = utf8.prefix(limit)
            let end = cut.lastIndex(of: UInt8(ascii: " ")) ?? cut.endIndex
            return String(plainText[..<end]) + "…"
        }
        guard plainText.count > limit else { return plainText }
        let cut = plainText.prefix(limit)
        let end = cut.lastIndex(of: " ") ?? cut.endIndex
        return String(cut[..<end]) + "…"
    }
}

/// Turns the owner's Markdown into HTML through libcmark, in its safe default mode: raw HTML in the
/// Markdown is replaced by an HTML comment and `javascript:`-style links are dropped, so content can't
/// inject script into the site. An image whose URL cmark would drop is shown as its alt text: cmark would
/// write `<img src="">`, which is not valid HTML. Links and images to the site's own files
/// (`images/dish.svg`, `/menu/`) get the site's root path like every other link (see `sitePath`).
enum MarkdownRenderer {
    /// The HTML for `markdown`. Headings are pushed down by `headingOffset` levels (at most to `<h6>`), so
    /// a description shown under a page's `<h1>` and `<h2>` keeps the heading order intact.
    /// `rootPath` is the site's link prefix ("/", "/cafe/").
    package static func html(_ markdown: String, headingOffset: Int = 0, rootPath: String = "/") -> String {
        render(markdown, headingOffset: headingOffset, rootPath: rootPath).html
    }

    /// HTML and plain text from one parse.
    package static func render(_ markdown: String, headingOffset: Int = 0, rootPath: String = "/") -> RenderedMarkdown {
        guard !markdown.isEmpty else { return .empty }
        var markdown = markdown
        return markdown.withUTF8 { bytes -> RenderedMarkdown in
            guard
                let document = bytes.withMemoryRebound(
                    to: CChar.self,
                    { text in
                        cmark_parse_document(text.baseAddress, text.count, CMARK_OPT_DEFAULT)
                    })
            else { return .empty }
            defer { cmark_node_free(document) }
            var dangerousImages: [OpaquePointer] = []
            let text = walk(
                document, headingOffset: headingOffset, rootPath: rootPath, dangerousImages: &dangerousImages)
            // Innermost first: an image's description may hold another image, freed with it.
            for image in dangerousImages.reversed() { replaceByAltText(image) }
            guard let rendered = cmark_render_html(document, CMARK_OPT_DEFAULT) else { return .empty }
            defer { free(rendered) }
            return RenderedMarkdown(html: String(cString: rendered), plainText: text)
        }
    }

    /// Replaces an image by the text of its description (see `isDangerous`).
    private static func replaceByAltText(_ image: OpaquePointer) {
        // Its description's text, as the document's plain text is collected (nested images were already
        // replaced by theirs).
        var nested: [OpaquePointer] = []
        let alt = walk(image, headingOffset: 0, rootPath: nil, dangerousImages: &nested)
        if !alt.isEmpty, let text = cmark_node_new(CMARK_NODE_TEXT) {
            cmark_node_set_literal(text, alt)
            cmark_node_insert_before(image, text)
        }
        cmark_node_unlink(image)
        cmark_node_free(image)
    }

    /// cmark's rule for URLs its safe mode empties, case-insensitively.
    static func isDangerous(_ url: String) -> Bool {
        let lower = url.lowercased()
        if lower.hasPrefix("data:") {
            return !["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"].contains {
                lower.hasPrefix($0)
            }
        }
        return lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:")
    }

    /// The link for `url` when it names a file or page of the site: `images/dish.svg` and `/images/dish.svg`
    /// are `rootPath + "images/dish.svg"`. nil for URLs with a scheme (`https:`, `mailto:`), `//host/…`,
    /// `#fragment`, `?query` and paths starting with `.`, which are left as written.
    static func sitePath(_ url: String, rootPath: String) -> String? {
        guard let first = url.first, !["#", "?", "."].contains(first), !url.hasPrefix("//") else { return nil }
        // A scheme is letters, digits, "+", "-" or "." before a ":" that comes before any "/", "?" or "#".
        let head = url.prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        if head.contains(":") { return nil }
        let path = first == "/" ? url.dropFirst() : Substring(url)
        let link = rootPath + path
        return link == url ? nil : link
    }

    /// Shifts heading levels, gives site paths the root path (unless `rootPath` is nil), and collects the
    /// text of the document, blocks separated by one space, and the images whose URL cmark's safe mode
    /// would empty.
    private static func walk(
        _ document: OpaquePointer, headingOffset: Int, rootPath: String?, dangerousImages: inout [OpaquePointer]
    ) -> String {
        guard let iterator = cmark_iter_new(document) else { return "" }
        defer { cmark_iter_free(iterator) }
        var text = ""
        while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
            guard let node = cmark_iter_get_node(iterator) else { continue }
            let type = cmark_node_get_type(node)
            if event == CMARK_EVENT_ENTER, type == CMARK_NODE_HEADING, headingOffset > 0 {
                let level = Int(cmark_node_get_heading_level(node))
                cmark_node_set_heading_level(node, Int32(min(6, level + headingOffset)))
            }
            switch type {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE:
                if let literal = cmark_node_get_literal(node) { text += String(cString: literal) }
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                text += " "
            case CMARK_NODE_PARAGRAPH, CMARK_NODE_HEADING, CMARK_NODE_ITEM:
                if event == CMARK_EVENT_EXIT, !text.isEmpty, text.last != " " { text += " " }
            case CMARK_NODE_IMAGE, CMARK_NODE_LINK:
                guard event == CMARK_EVENT_ENTER, let pointer = cmark_node_get_url(node) else { break }
                let url = String(cString: pointer)
                if type == CMARK_NODE_IMAGE, isDangerous(url) {
                    dangerousImages.append(node)
                } else if let rootPath, let link = sitePath(url, rootPath: rootPath) {
                    cmark_node_set_url(node, link)
                }
            default:
                break
            }
        }
        while text.last == " " { text.removeLast() }
        return text
    }
}
