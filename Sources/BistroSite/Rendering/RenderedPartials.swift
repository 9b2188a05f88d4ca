import Foundation
import Mustache

/// `{{{rendered.NAME}}}`: the partial `partials/NAME` rendered on its own with the page's values, as
/// `MustacheLibrary.render` would (no indentation, no block overrides from the page). The site's chrome
/// (header, navigation, footer) is the same on thousands of pages, so the output is remembered: a render
/// that looked up nothing but `site` and `nav` is a function of the site (fixed for the build) and of the
/// navigation's state (which entry is current or in section), and is reused for every page with the same
/// navigation state. A template that reads anything else (`page`, `item`, …) is rendered for each page.
///
/// `@unchecked Sendable` is safe: `library` is never changed after `init`, and every mutable property is read
/// and written only under `lock`.
final class RenderedPartials: @unchecked Sendable {
    private let library: MustacheLibrary
    private let lock = NSLock()
    /// Outputs by template name and navigation state.
    private var outputs: [Key: String] = [:]
    /// Templates seen to read more than `site` and `nav`.
    private var perPage: Set<String> = []
    /// Outputs rendered with an item on top, by template name, then by item and (when the partial read
    /// `nav`) navigation state: a build keeps one per item and partial, so the name is stored once.
    private var itemOutputs: [String: [ItemKey: String]] = [:]
    /// Templates seen, with an item on top, to read page values other than `site` and `nav`.
    private var perPageWithItem: Set<String> = []

    private struct ItemKey: Hashable {
        var item: ObjectIdentifier
        var navigation: String?
    }

    private struct Key: Hashable {
        var name: String
        var navigation: String
    }

    /// The top-level names whose values are fixed once the navigation state is.
    private static let shared: Set<String> = ["site", "nav"]

    init(library: MustacheLibrary) { self.library = library }

    /// NAME's output for the page `context`; nil when there is no such template.
    func render(_ name: String, context: PageContext) -> String? {
        guard library.getTemplate(named: name) != nil else { return nil }
        let key = Key(name: name, navigation: context.navigationState)
        let (cached, reusable) = lock.withLock { (outputs[key], !perPage.contains(name)) }
        if let cached { return cached }
        guard reusable else { return library.render(context, withTemplate: name) }
        let recorder = Recorder(context)
        let output = library.render(recorder, withTemplate: name) ?? ""
        let names = recorder.names
        lock.withLock {
            if names.isSubset(of: Self.shared) { outputs[key] = output } else { perPage.insert(name) }
        }
        return output
    }

    /// NAME's output with `item` on top of the page `context` (`{{{rendered.NAME}}}` inside an item
    /// section). The item's own values don't change during a build, so when the render read nothing
    /// from the page but `site` (and `nav`) the output is remembered for that item (and navigation state)
    /// and reused on every page that shows the item: the menu, its category and its own page render
    /// `partials/badges` once instead of three times. A render the item answered nothing for is the
    /// page's own `rendered.NAME`.
    func render(_ name: String, context: PageContext, item: ItemView) -> String? {
        guard library.getTemplate(named: name) != nil else { return nil }
        let id = ObjectIdentifier(item)
        let navigation = context.navigationState
        let (cached, reusable) = lock.withLock {
            let outputs = itemOutputs[name]
            return (
                outputs?[ItemKey(item: id, navigation: nil)] ?? outputs?[ItemKey(item: id, navigation: navigation)],
                !perPageWithItem.contains(name)
            )
        }
        if let cached { return cached }
        guard reusable else { return library.render(ItemOnPage(item: item, page: context), withTemplate: name) }
        let recorder = ItemRecorder(item: item, page: context)
        let output = library.render(recorder, withTemplate: name) ?? ""
        let pageNames = recorder.pageNames.intersection(PageContext.names)
        if !recorder.itemAnswered {
            // The same text as the page's own `rendered.NAME`; not remembered per item.
            return pageNames.isSubset(of: Self.shared) ? render(name, context: context) : output
        }
        lock.withLock {
            if pageNames.isSubset(of: ["site"]) {
                itemOutputs[name, default: [:]][ItemKey(item: id, navigation: nil)] = output
            } else if pageNames.isSubset(of: Self.shared) {
                itemOutputs[name, default: [:]][ItemKey(item: id, navigation: navigation)] = output
            } else {
                perPageWithItem.insert(name)
            }
        }
        return output
    }

    /// An item on top of a page's values: names the item doesn't have are the page's, as on Mustache's
    /// context stack.
    private struct ItemOnPage: MustacheParent {
        let item: ItemView
        let page: PageContext

        func child(named key: String) -> Any? {
            item.child(named: key) ?? page.child(named: key)
        }
    }

    /// An item on top of a page context that notes whether the item answered any name and which names
    /// went on to the page.
    private final class ItemRecorder: MustacheParent {
        let item: ItemView
        let page: PageContext
        private(set) var itemAnswered = false
        private(set) var pageNames: Set<String> = []

        init(item: ItemView, page: PageContext) {
            self.item = item
            self.page = page
        }

        func child(named key: String) -> Any? {
            if let value = item.child(named: key) {
                itemAnswered = true
                return value
            }
            pageNames.insert(key)
            return page.child(named: key)
        }
    }

    /// A page context that notes which top-level names a render asked for. Every name a template looks
    /// up that inner values (a section's item) don't have reaches the root, so this sees them all.
    private final class Recorder: MustacheParent {
        let context: PageContext
        private(set) var names: Set<String> = []

        init(_ context: PageContext) { self.context = context }

        func child(named key: String) -> Any? {
            names.insert(key)
            return context.child(named: key)
        }
    }
}

/// What `rendered` gives templates inside an item section: any partial by its name below `partials/`,
/// rendered with the item on top of the page's values.
struct ItemRenderedLookup: MustacheParent {
    let item: ItemView
    let context: PageContext

    func child(named key: String) -> Any? {
        guard let partials = context.partials else { return nil }
        return partials.render("partials/" + key, context: context, item: item)
    }
}

/// What `rendered` gives templates: any partial by its name below `partials/` (`rendered.footer` is
/// `partials/footer`; Mustache names can't contain "/").
struct RenderedLookup: MustacheParent {
    let partials: RenderedPartials
    let context: PageContext

    func child(named key: String) -> Any? {
        partials.render("partials/" + key, context: context)
    }
}
