import Mustache

/// A menu section with its items, in the owner's order.
public struct CategoryView: Hashable, Sendable, MustacheParent {
    public var id: String
    public var name: String
    public var url: String
    public var path: String
    public var description: RenderedMarkdown
    public var items: [ItemView]

    public func child(named key: String) -> Any? {
        switch key {
        case "id": id
        case "name": name
        case "url": url
        case "descriptionHTML": description.html.isEmpty ? nil : description.html
        case "summary": description.plainText.isEmpty ? nil : description.summary()
        case "items": items
        case "itemCount": items.count
        default: nil
        }
    }
}
