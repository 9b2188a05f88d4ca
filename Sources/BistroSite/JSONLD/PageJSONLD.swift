import BistroJSON
import Foundation

/// The script-safe JSON-LD text of the menu, category and item pages. An item's full `MenuItem` (with
/// description and image) appears on its category page and on its own page: it is built and written
/// once, by whichever of the two pages is rendered first, kept until the other one takes it, and
/// embedded as written. Byte for byte what `JSONLDBuilder`'s values give through `scriptSafe()`. Safe
/// to use from several threads at once: `@unchecked Sendable` is safe because `builder` and `starts` are
/// immutable values and `waiting`, the one mutable property, is read and written only under `lock`.
final class PageJSONLD: @unchecked Sendable {
    let builder: JSONLDBuilder
    /// Where each item's slot starts in `waiting`, by category.
    private let starts: [Int]
    private let lock = NSLock()
    /// Full MenuItems (without "@context") written for one of their two pages and not yet taken by the other.
    private var waiting: [WrittenJSON?]

    init(model: SiteModel) {
        builder = JSONLDBuilder(model: model)
        var next = 0
        starts = model.categories.map { category in
            defer { next += category.items.count }
            return next
        }
        waiting = Array(repeating: nil, count: next)
    }

    func menu() -> String {
        builder.menu().scriptSafe()
    }

    func section(_ c: Int) -> String {
        let category = builder.model.categories[c]
        return builder.section(
            category, items: category.items.indices.map { .written(fullItem(category: c, item: $0)) }
        ).scriptSafe()
    }

    func item(category c: Int, item i: Int) -> String {
        fullItem(category: c, item: i).addingSchemaContext()
    }

    /// The item's full MenuItem: taken from `waiting` when the other page wrote it, else written and
    /// left there for the other page.
    private func fullItem(category c: Int, item i: Int) -> WrittenJSON {
        let slot = starts[c] + i
        if let written = lock.withLock({ () -> WrittenJSON? in
            defer { waiting[slot] = nil }
            return waiting[slot]
        }) {
            return written
        }
        let written = builder.menuItem(builder.model.categories[c].items[i], context: false).written(.jsonLD)
        lock.withLock { waiting[slot] = written }
        return written
    }
}
