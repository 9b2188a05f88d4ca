import Mustache

/// What a page template receives: `site` (the restaurant), `nav` (the navigation with the current entry
/// marked), `page` (title, description, canonical URL, JSON-LD) and the page's own values (`item`,
/// `category`, `categories`, `kits`, …; see docs/templates.md).
final class PageContext: MustacheParent {
    struct Meta: MustacheParent {
        /// The `<title>`: "Royal Burger · Royal Café".
        var title: String
        /// The page's main heading.
        var heading: String
        var description: String?
        var canonicalURL: String
        /// Script-safe JSON-LD for `{{{page.jsonLD}}}`.
        var jsonLD: String?
        var noindex: Bool = false
        /// "home", "menu", "category", "item", "kits", "kit", "page".
        var kind: String

        func child(named key: String) -> Any? {
            switch key {
            case "title": title
            case "heading": heading
            case "description": description.flatMap { $0.isEmpty ? nil : $0 }
            case "canonicalURL": canonicalURL
            case "jsonLD": jsonLD
            case "noindex": noindex
            case "kind": kind
            default: nil
            }
        }
    }

    let site: SiteView
    let nav: [NavigationLink]
    let page: Meta
    let values: [String: Any]

    init(site: SiteView, nav: [NavigationLink], page: Meta, values: [String: Any]) {
        self.site = site
        self.nav = nav
        self.page = page
        self.values = values
    }

    func child(named key: String) -> Any? {
        switch key {
        case "site": site
        case "nav": nav
        case "page": page
        default: values[key]
        }
    }
}
