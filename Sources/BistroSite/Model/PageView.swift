import Mustache

/// A free Markdown page (about, allergy policy).
public final class PageView: Sendable, MustacheParent {
    public let title: String
    public let slug: String
    public let url: String
    public let path: String
    public let menuOrder: Int?
    public let body: RenderedMarkdown

    /// Whether the Markdown opens with its own `# Heading`; then templates don't add the title as `<h1>`.

    public init(title: String, slug: String, url: String, path: String, menuOrder: Int?, body: RenderedMarkdown) {
        self.title = title
        self.slug = slug
        self.url = url
        self.path = path
        self.menuOrder = menuOrder
        self.body = body
    }

    public var hasOwnHeading: Bool { body.html.hasPrefix("<h1>") }

    public func child(named key: String) -> Any? {
        switch key {
        case "title": title
        case "slug": slug
        case "url": url
        case "bodyHTML": body.html
        case "hasOwnHeading": hasOwnHeading
        default: nil
        }
    }
}
