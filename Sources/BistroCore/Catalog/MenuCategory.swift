/// A section of the menu ("Burgers n Wraps") with its items in the owner's order.
public struct MenuCategory: Hashable, Sendable {
    public var id: String
    public var name: String
    /// Markdown.
    public var description: String
    public var items: [MenuItem]

    public init(id: String, name: String, description: String = "", items: [MenuItem] = []) {
        self.id = id
        self.name = name
        self.description = description
        self.items = items
    }
}
