import BistroTemplates
import Mustache

/// A menu section with its items, in the owner's order.
package final class CategoryView: Sendable, MustacheParent {
    package let id: String
    package let name: String
    package let url: String
    package let path: String
    package let description: RenderedMarkdown
    package let items: [ItemView]

    package init(id: String, name: String, url: String, path: String, description: RenderedMarkdown, items: [ItemView])
    {
        self.id = id
        self.name = name
        self.url = url
        self.path = path
        self.description = description
        self.items = items
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        ["id", "name", "url", "descriptionHTML", "hasDescription", "summary", "hasSummary", "itemCount"],
        ["items": ItemView.templateNames])

    package func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "url": url
        case "descriptionHTML": description.html.isEmpty ? nil : description.html
        case "hasDescription": !description.html.isEmpty
        case "summary": description.plainText.isEmpty ? nil : description.summary()
        case "hasSummary": !description.plainText.isEmpty
        case "items": items.lookups
        case "itemCount": items.count
        default: nil
        }
    }
}
