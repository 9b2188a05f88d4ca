import BistroCore

/// The script-safe JSON-LD text of the menu, category and item pages, with each menu item's `MenuItem`
/// written once in each of its two forms and embedded as written: the full form (description and image)
/// on its category page and its own page, the brief form on the menu page. Byte for byte what
/// `JSONLDBuilder`'s values give through `scriptSafe()`.
struct PageJSONLD: Sendable {
    let builder: JSONLDBuilder
    /// By category, then item: the full MenuItem without "@context".
    private let full: [[WrittenJSON]]
    /// By category, then item: the brief MenuItem without "@context".
    private let brief: [[WrittenJSON]]

    /// Writes every item's two forms, on every core.
    init(model: SiteModel) {
        let builder = JSONLDBuilder(model: model)
        let categories = model.categories
        let positions = categories.indices.flatMap { c in categories[c].items.indices.map { (c, $0) } }
        let written = parallelMap(positions.count) { index in
            let item = categories[positions[index].0].items[positions[index].1]
            return (full: builder.menuItem(item, context: false).written(),
                    brief: builder.menuItem(item, context: false, brief: true).written())
        }
        var next = 0
        var full: [[WrittenJSON]] = []
        var brief: [[WrittenJSON]] = []
        for category in categories {
            let range = next..<next + category.items.count
            full.append(written[range].map(\.full))
            brief.append(written[range].map(\.brief))
            next = range.upperBound
        }
        self.builder = builder
        self.full = full
        self.brief = brief
    }

    func menu() -> String {
        builder.menu(items: brief.map { $0.map(JSONValue.written) }).scriptSafe()
    }

    func section(_ c: Int) -> String {
        builder.section(builder.model.categories[c], items: full[c].map(JSONValue.written)).scriptSafe()
    }

    func item(category c: Int, item i: Int) -> String {
        full[c][i].addingSchemaContext()
    }
}
