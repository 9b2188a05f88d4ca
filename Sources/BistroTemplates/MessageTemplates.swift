/// The owner's message templates (`Templates/mail/*.mustache` over Bistro's defaults). The order book
/// does not know how templates are loaded; the command line hands it the site's template set.
package protocol MessageTemplates: Sendable {
    /// Template `name` ("mail/ready") rendered as plain text (no HTML escaping) with `context`, or nil when
    /// no template has that name.
    func renderMessage(_ name: String, _ context: [String: Any]) -> String?
}
