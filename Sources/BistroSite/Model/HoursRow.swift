import BistroTemplates
import Mustache

/// One weekday of the opening-hours table: the day's name in the restaurant's locale and its ranges.
package struct HoursRow: Hashable, Sendable, MustacheParent {
    package struct Range: Hashable, Sendable, MustacheParent {
        /// "11:00"
        package var opens: String
        /// "21:00"
        package var closes: String

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(["opens", "closes"])

        package func child(named key: String) -> Any? {
            switch key {
            case "opens": opens
            case "closes": closes
            default: nil
            }
        }
    }

    /// "Monday" (en), "lundi" (fr).
    package var day: String
    /// "mon"
    package var key: String
    package var ranges: [Range]

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(["day", "key", "closed"], ["ranges": Range.templateNames])

    package func child(named key: String) -> Any? {
        switch key {
        case "day": day
        case "key": key
        case "ranges": ranges
        case "closed": ranges.isEmpty
        default: nil
        }
    }
}
