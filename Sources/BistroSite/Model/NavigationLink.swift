import Mustache

/// An entry of the site navigation. `current` is set per rendered page (templates emit
/// `aria-current="page"` for it).
public struct NavigationLink: Hashable, Sendable, MustacheParent {
    public var title: String
    public var path: String
    public var url: String
    /// This entry is the page being rendered (`aria-current="page"`).
    public var current: Bool = false
    /// The page being rendered is below this entry (an item page below "Menu").
    public var inSection: Bool = false

    public func child(named key: String) -> Any? {
        switch key {
        case "title": title
        case "url": url
        case "current": current
        case "inSection": inSection
        default: nil
        }
    }
}
