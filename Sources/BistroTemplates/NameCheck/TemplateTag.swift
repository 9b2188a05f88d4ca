/// One Mustache tag of a template's source and where its name is written.
struct TemplateTag: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// `{{name}}`, `{{{name}}}`, `{{&name}}`.
        case variable
        /// `{{#name}}`: the value goes on top of the context stack (each element of a list in turn).
        case section
        /// `{{^name}}`: shown when the value is absent, false or empty; nothing goes on the stack.
        case invertedSection
        /// `{{/name}}`: closes a section, a block or an inheriting partial.
        case close
        /// `{{>name}}`: another template rendered here with the current stack.
        case partial
        /// `{{<name}}`: a parent template (a layout) whose blocks this one fills.
        case parent
        /// `{{$name}}`: a block, filled or overridden through inheritance.
        case block
    }

    package var kind: Kind
    /// As written, without the spaces around it: "item.name", "uppercased(name)", "partials/nav".
    package var name: String
    /// 1-based line of the name's first character.
    package var line: Int
    /// 1-based column (in UTF-8 bytes, as every Bistro diagnostic) of the name's first character.
    package var column: Int

    package init(kind: Kind, name: String, line: Int, column: Int) {
        self.kind = kind
        self.name = name
        self.line = line
        self.column = column
    }

    /// The value name a tag looks up, without swift-mustache's transforms around it and how many bytes of
    /// the written name come before it: "uppercased(item.name)" → ("item.name", 11). Sequence transforms
    /// without an argument ("index()", "first()") look nothing up: "".
    package var valueName: (name: Substring, offset: Int) {
        var name = Substring(name)
        var offset = 0
        while name.hasSuffix(")"), let open = name.firstIndex(of: "(") {
            offset += name.utf8.distance(from: name.startIndex, to: open) + 1
            name = name[name.index(after: open)..<name.index(before: name.endIndex)]
        }
        return (name, offset)
    }
}
