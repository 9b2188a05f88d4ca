/// A section of the menu ("Burgers n Wraps") with its items in the owner's order.
package struct MenuCategory: Hashable, Sendable {
    package var id: String
    package var name: String
    /// Markdown.
    package var description: String
    package var items: [MenuItem]

    package init(id: String, name: String, description: String = "", items: [MenuItem] = []) {
        self.id = id
        self.name = name
        self.description = description
        self.items = items
    }
}
