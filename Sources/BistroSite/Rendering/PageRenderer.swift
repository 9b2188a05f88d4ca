import BistroJSON
import BistroTemplates

/// Renders the site's HTML pages from the model with the build's templates. Pure: safe to call from
/// several threads at once.
package struct PageRenderer: Sendable {
    package let model: SiteModel
    package let templates: TemplateSet
    private let jsonLD: JSONLDBuilder
    private let pageJSONLD: PageJSONLD
    /// The site's chrome (`rendered.header`…), remembered across pages.
    let partials: RenderedPartials

    package init(model: SiteModel, templates: TemplateSet) {
        self.model = model
        self.templates = templates
        self.pageJSONLD = PageJSONLD(model: model)
        self.jsonLD = pageJSONLD.builder
        self.partials = RenderedPartials(library: templates.library)
    }

    package func render(_ page: SitePage) -> String {
        let path = page.path(in: model)
        let name = model.site.name
        var values: [String: Any] = [:]
        let meta: PageContext.Meta
        func make(_ title: String, _ description: String?, _ json: JSONValue?) -> PageContext.Meta {
            make(title, description, script: json?.scriptSafe())
        }
        func make(_ title: String, _ description: String?, script: String?) -> PageContext.Meta {
            PageContext.Meta(
                title: title == name ? name : "\(title) · \(name)", heading: title, description: description,
                canonicalURL: model.urls.absolute(path), jsonLD: script, noindex: page == .notFound,
                kind: page.template)
        }
        switch page {
        case .home:
            values = [
                "featured": model.featured.lookups, "coupons": model.coupons, "hasCoupons": !model.coupons.isEmpty,
                "categories": model.categories.lookups,
            ]
            meta = make(name, model.restaurant.tagline, jsonLD.restaurant())
        case .menu:
            values = ["categories": model.categories.lookups]
            meta = make("Menu", "The full menu of \(name).", script: pageJSONLD.menu())
        case .category(let c):
            let category = model.categories[c]
            values = ["category": ViewLookup(view: category)]
            meta = make(category.name, category.description.summary(), script: pageJSONLD.section(c))
        case .item(let c, let i):
            let item = model.categories[c].items[i]
            values = ["item": ViewLookup(view: item), "category": ViewLookup(view: model.categories[c])]
            meta = make(item.name, item.description.summary(), script: pageJSONLD.item(category: c, item: i))
        case .kits:
            values = ["kits": model.kits.lookups, "hasKitsIntro": !model.kitsIntro.html.isEmpty]
            if !model.kitsIntro.html.isEmpty { values["kitsIntroHTML"] = model.kitsIntro.html }
            let intro = model.kitsIntro.summary()
            meta = make("Meal kits", intro.isEmpty ? "Weekly meal kits from \(name)." : intro, nil)
        case .kit(let k):
            let kit = model.kits[k]
            values = ["kit": ViewLookup(view: kit)]
            meta = make(kit.name, kit.description.summary(), jsonLD.kit(kit))
        case .page(let p):
            let content = model.pages[p]
            values = ["content": ViewLookup(view: content)]
            meta = make(content.title, content.body.summary(), nil)
        case .order:
            values = [
                "categories": model.categories.lookups, "kits": model.kits.lookups, "coupons": model.coupons,
                "hasCoupons": !model.coupons.isEmpty,
            ]
            meta = make(
                "Order",
                "Order from \(name) for pickup: choose dishes and meal kits, see the estimate, send the order.", nil)
        case .book:
            if let form = model.bookingForm { values = ["bookingForm": ViewLookup(view: form)] }
            meta = make("Book a table", "Book a table at \(name): choose a day, a time and how many you are.", nil)
        case .notFound:
            meta = make("Page not found", nil, nil)
        }
        let nav = model.navigation.map { link in
            var link = link
            link.current = link.path == path
            link.inSection = !link.current && !link.path.isEmpty && path.hasPrefix(link.path)
            return link
        }
        let context = PageContext(site: model.site, nav: nav, page: meta, values: values, partials: partials)
        return RenderScope.$page.withValue(RenderScope.Page(context: context)) {
            templates.render(page.template, context.root)
        }
    }
}
