import Mustache

/// An `<img>`: its root-relative source, intrinsic size when known, and alt text.
package struct ImageView: Hashable, Sendable, MustacheParent {
    package var src: String
    package var width: Int?
    package var height: Int?
    package var alt: String

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
