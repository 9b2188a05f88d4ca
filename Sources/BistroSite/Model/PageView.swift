import Mustache

/// A free Markdown page (about, allergy policy).
public struct PageView: Hashable, Sendable, MustacheParent {
    public var title: String
    public var slug: String
    public var url: String
    public var path: String
    public var menuOrder: Int?
    public var body: RenderedMarkdown

    /// Whether the Markdown opens with its own `# Heading`; then templates don't add the title as `<h1>`.
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
