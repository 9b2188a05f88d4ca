import BistroTemplates
import Mustache

/// An `<img>`: its root-relative source, intrinsic size when known, and alt text. A photo also has its resized
/// copies (`ResponsivePhoto`): `srcset` in its own format and `webpSrcset`, for `<picture>`'s `<source>`; `src`
/// is then its widest copy in its own format.
package struct ImageView: Hashable, Sendable, MustacheParent {
    package var src: String
    package var width: Int?
    package var height: Int?
    var alt: String
    /// "/images/coffee-320.KEY.jpg 320w, …"; empty for an image published as it is (SVG, GIF).
    var srcset = ""
    var webpSrcset = ""

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree([
        "src", "width", "height", "hasWidth", "hasHeight", "alt", "srcset", "webpSrcset", "hasSrcset",
    ])

    package func child(named key: String) -> Any? {
        switch key {
        case "src": src
        case "width": width
        case "height": height
        case "hasWidth": width != nil
        case "hasHeight": height != nil
        case "alt": alt
        case "srcset": srcset
        case "webpSrcset": webpSrcset
        case "hasSrcset": !srcset.isEmpty
        default: nil
        }
    }
}
