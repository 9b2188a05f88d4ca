import Mustache

/// An `<img>`: its root-relative source, intrinsic size when known, and alt text.
public struct ImageView: Hashable, Sendable, MustacheParent {
    public var src: String
    public var width: Int?
    public var height: Int?
    public var alt: String

    public func child(named key: String) -> Any? {
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
