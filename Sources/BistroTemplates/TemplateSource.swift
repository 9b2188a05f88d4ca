/// One template's text as the build read it: Bistro's default or the owner's file that replaced it.
struct TemplateSource: Hashable, Sendable {
    /// "item", "partials/nav", "mail/received".
    package var name: String
    package var text: String
    /// How messages name the file: "Templates/item.mustache", or "(built-in)/item.mustache".
    package var displayPath: String
    /// Bistro's own default (not overlaid by the owner's folder).
    var isBuiltIn: Bool

    package init(name: String, text: String, displayPath: String, isBuiltIn: Bool) {
        self.name = name
        self.text = text
        self.displayPath = displayPath
        self.isBuiltIn = isBuiltIn
    }
}
