import Mustache

/// The site's template set words the order book's messages: `mail/NAME` rendered as plain text.
extension TemplateSet: MessageTemplates {
    public func renderMessage(_ name: String, _ context: [String: Any]) -> String? {
        library.render(MessageValues(context), withTemplate: name)
    }
}

/// A message's values as Mustache sees them: a struct that is a `MustacheParent` itself, which Mustache
/// recognises at once, where a dictionary's conformance is conditional and is looked up for every name
/// (see docs/performance.md). Nested dictionaries and lists of them are wrapped the same way.
private struct MessageValues: MustacheParent {
    let values: [String: Any]

    init(_ values: [String: Any]) { self.values = values }

    func child(named name: String) -> Any? {
        switch values[name] {
        case let nested as [String: Any]: MessageValues(nested)
        case let list as [[String: Any]]: list.map(MessageValues.init)
        case let value: value
        }
    }
}
