import BistroTemplates
import Mustache

/// An entry of the site navigation. `current` is set per rendered page (templates emit
/// `aria-current="page"` for it).
package struct NavigationLink: Hashable, Sendable, MustacheParent {
    package var title: String
    package var path: String
    package var url: String
    /// This entry is the page being rendered (`aria-current="page"`).
    package var current: Bool = false
    /// The page being rendered is below this entry (an item page below "Menu").
    var inSection: Bool = false

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(["title", "url", "current", "inSection"])

    package func child(named key: String) -> Any? {
        switch key {
        case "title": title
        case "url": url
        case "current": current
        case "inSection": inSection
        default: nil
        }
    }
}
