import Mustache

/// The site's template set words the order book's messages: `mail/NAME` rendered as plain text.
extension TemplateSet: MessageTemplates {
    package func renderMessage(_ name: String, _ context: [String: Any]) -> String? {
        library.render(context, withTemplate: name)
    }
}
