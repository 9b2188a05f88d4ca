import Foundation
import Mustache

/// `{{{rendered.NAME}}}`: the partial `partials/NAME` rendered on its own with the page's values, as
/// `MustacheLibrary.render` would (no indentation, no block overrides from the page). The site's chrome
/// (header, navigation, footer) is the same on thousands of pages, so the output is remembered: a render
/// that looked up nothing but `site` and `nav` is a function of the site (fixed for the build) and of the
/// navigation's state (which entry is current or in section), and is reused for every page with the same
/// navigation state. A template that reads anything else (`page`, `item`, …) is rendered for each page.
final class RenderedPartials: @unchecked Sendable {
    private let library: MustacheLibrary
    private let lock = NSLock()
    /// Outputs by template name and navigation state.
    private var outputs: [Key: String] = [:]
    /// Templates seen to read more than `site` and `nav`.
    private var perPage: Set<String> = []

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

/// What `rendered` gives templates: any partial by its name below `partials/` (`rendered.footer` is
/// `partials/footer`; Mustache names can't contain "/").
struct RenderedLookup: MustacheParent {
    let partials: RenderedPartials
    let context: PageContext

    func child(named key: String) -> Any? {
        partials.render("partials/" + key, context: context)
    }
}
