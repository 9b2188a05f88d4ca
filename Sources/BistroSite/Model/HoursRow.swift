import Mustache

/// One weekday of the opening-hours table: the day's name in the restaurant's locale and its ranges.
public struct HoursRow: Hashable, Sendable, MustacheParent {
    public struct Range: Hashable, Sendable, MustacheParent {
        /// "11:00"
        public var opens: String
        /// "21:00"
        public var closes: String

        public func child(named key: String) -> Any? {
            switch key {
            case "opens": opens
            case "closes": closes
            default: nil
            }
        }
    }

    /// "Monday" (en), "lundi" (fr).
    public var day: String
    /// "mon"
    public var key: String
    public var ranges: [Range]

    public func child(named key: String) -> Any? {
        switch key {
        case "day": day
        case "key": key
        case "ranges": ranges
        case "closed": ranges.isEmpty
        default: nil
        }
    }
}
