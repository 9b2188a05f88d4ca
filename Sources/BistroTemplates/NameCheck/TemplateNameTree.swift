/// The names a template may look up on a value, and what each of them holds: a tree whose root is what
/// a page is rendered with. A list is described by its elements (a section over it puts each element on
/// the context stack); a text, number or flag by a node without names.
package final class TemplateNameTree: Sendable {
    package let children: [String: TemplateNameTree]
    /// For `rendered`: its names are the templates below this folder ("partials/"), rendered there with
    /// the page's values (and with the value that answered `rendered` on top, when it is not the page).
    let partialFolder: String?

    package init(_ names: [String] = [], _ children: [String: TemplateNameTree] = [:]) {
        var all = children
        for name in names where all[name] == nil { all[name] = .leaf }
        self.children = all
        self.partialFolder = nil
    }

    package init(partialsBelow folder: String) {
        self.children = [:]
        self.partialFolder = folder
    }

    /// A text, number or flag: nothing to look up inside it.
    package static let leaf = TemplateNameTree()

    /// This node's names merged with `other`'s (a value the two share, such as an item's and a kit's).
    package func merging(_ other: TemplateNameTree) -> TemplateNameTree {
        TemplateNameTree([], children.merging(other.children) { mine, _ in mine })
    }
}
