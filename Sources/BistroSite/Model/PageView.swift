import BistroTemplates
import Mustache

/// A free Markdown page (about, allergy policy).
package final class PageView: Sendable, MustacheParent {
    package let title: String
    package let slug: String
    package let url: String
    package let path: String
    package let menuOrder: Int?
    package let body: RenderedMarkdown

    /// Whether the Markdown opens with its own `# Heading`; then templates don't add the title as `<h1>`.

    package init(title: String, slug: String, url: String, path: String, menuOrder: Int?, body: RenderedMarkdown) {
        self.title = title
        self.slug = slug
        self.url = url
        self.path = path
        self.menuOrder = menuOrder
        self.body = body
    }

    var hasOwnHeading: Bool { body.html.hasPrefix("<h1>") }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(["title", "slug", "url", "bodyHTML", "hasOwnHeading"])

    package func child(named key: String) -> Any? {
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
