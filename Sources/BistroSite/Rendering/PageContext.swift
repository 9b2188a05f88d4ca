import BistroTemplates
import Mustache

/// What a page template receives: `site` (the restaurant), `nav` (the navigation with the current entry
/// marked), `page` (title, description, canonical URL, JSON-LD), `rendered` (any partial rendered on its
/// own, remembered across pages when it only reads `site` and `nav`) and the page's own values (`item`,
/// `category`, `categories`, `kits`, …; see docs/templates.md).
final class PageContext: MustacheParent {
    /// A class, so each `{{page.…}}` lookup hands Mustache a reference instead of boxing a copy of six
    /// texts into an `Any`.
    final class Meta: MustacheParent {
        /// The `<title>`: "Royal Burger · Royal Café".
        var title: String
        /// The page's main heading.
        var heading: String
        var description: String?
        /// nil for a page whose address is a secret (a booking's page): no `<link rel="canonical">` repeats it.
        var canonicalURL: String?
        /// Script-safe JSON-LD for `{{{page.jsonLD}}}`.
        var jsonLD: String?
        var noindex: Bool = false
        /// "home", "menu", "category", "item", "kits", "kit", "page".
        var kind: String

        init(
            title: String, heading: String, description: String?, canonicalURL: String?, jsonLD: String?,
            noindex: Bool = false, kind: String
        ) {
            self.title = title
            self.heading = heading
            self.description = description
            self.canonicalURL = canonicalURL
            self.jsonLD = jsonLD
            self.noindex = noindex
            self.kind = kind
        }

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(
            [
                "title", "heading", "description", "hasDescription", "canonicalURL", "hasCanonicalURL", "jsonLD",
                "hasJSONLD", "noindex", "kind",
            ])

        func child(named key: String) -> Any? {
            switch key {
            case "title": title
            case "heading": heading
            case "description": description.flatMap { $0.isEmpty ? nil : $0 }
            case "hasDescription": description.map { !$0.isEmpty } ?? false
            case "canonicalURL": canonicalURL
            case "hasCanonicalURL": canonicalURL != nil
            case "jsonLD": jsonLD
            case "hasJSONLD": jsonLD != nil
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
    /// Which navigation entry is current or in section ("-s--"): pages with the same state share the
    /// navigation's HTML.
    let navigationState: String
    let partials: RenderedPartials?

    init(site: SiteView, nav: [NavigationLink], page: Meta, values: [String: Any], partials: RenderedPartials? = nil) {
        self.site = site
        self.nav = nav
        self.page = page
        self.values = values
        self.partials = partials
        assert(Set(values.keys).isSubset(of: Self.names), "page value names missing from PageContext.names")
        self.navigationState = String(nav.map { $0.current ? "c" : $0.inSection ? "s" : "-" })
    }

    /// Every top-level name a page context can answer on some page (its own and the page values'):
    /// an item's rendered partial that reads none of these but `site` is the same on every page.
    static let names: Set<String> = [
        "site", "nav", "page", "rendered", "featured", "coupons", "hasCoupons",
        "categories", "category", "item", "kits", "kitsIntroHTML", "hasKitsIntro", "kit", "content",
        "receipt", "history", "bookingForm", "booking", "driver",
    ]

    /// What Mustache is given as the page's root: see `MetaLookup`.
    var root: RootLookup { RootLookup(context: self) }

    /// The page context as a one-reference struct: swift-mustache casts every object on its context stack
    /// to two protocols for every name it looks up, and those casts are cheaper for a struct (which also
    /// fits in an `Any` without a box) than for a class instance.
    struct RootLookup: MustacheParent {
        let context: PageContext
        func child(named key: String) -> Any? { context.child(named: key) }
    }

    /// `page` as a one-reference struct (see `RootLookup`).
    struct MetaLookup: MustacheParent {
        let meta: Meta
        func child(named key: String) -> Any? { meta.child(named: key) }
    }

    func child(named key: String) -> Any? {
        switch key {
        case "site": ViewLookup(view: site)
        case "nav": nav
        case "page": MetaLookup(meta: page)
        case "rendered": partials.map { RenderedLookup(partials: $0, context: self) }
        default: values[key]
        }
    }
}

/// A model view (a class instance many pages share) handed to Mustache as a one-reference struct: see
/// `PageContext.RootLookup`. Answers exactly what the view answers.
struct ViewLookup<View: MustacheParent & AnyObject>: MustacheParent {
    let view: View
    func child(named key: String) -> Any? { view.child(named: key) }
}

extension Array where Element: MustacheParent & AnyObject {
    /// The views as `ViewLookup`s, for sections over lists.
    var lookups: [ViewLookup<Element>] { map { ViewLookup(view: $0) } }
}
