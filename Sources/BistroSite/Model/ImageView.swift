import BistroTemplates
import Mustache

/// An `<img>`: its root-relative source, intrinsic size when known, and alt text.
package struct ImageView: Hashable, Sendable, MustacheParent {
    package var src: String
    package var width: Int?
    package var height: Int?
    var alt: String

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(["src", "width", "height", "hasWidth", "hasHeight", "alt"])

    package func child(named key: String) -> Any? {
        switch key {
        case "src": src
        case "width": width
        case "height": height
        case "hasWidth": width != nil
        case "hasHeight": height != nil
        case "alt": alt
        default: nil
        }
    }
}
