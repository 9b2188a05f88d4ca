import BistroTemplates
import Mustache

/// One weekday of the opening-hours table: the day's name in the restaurant's locale and its ranges.
package struct HoursRow: Hashable, Sendable, MustacheParent {
    package struct Range: Hashable, Sendable, MustacheParent {
        /// In the restaurant's locale: "11:00 AM" (en_US), "11:00" (de_DE).
        package var opens: String
        /// "9:00 PM" (en_US), "21:00" (de_DE).
        package var closes: String
        /// 24-hour, for `<time datetime>`: "11:00".
        package var opensISO: String
        /// "21:00"
        package var closesISO: String

        package init(opens: String, closes: String, opensISO: String, closesISO: String) {
            self.opens = opens
            self.closes = closes
            self.opensISO = opensISO
            self.closesISO = closesISO
        }

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(["opens", "closes", "opensISO", "closesISO"])

        package func child(named key: String) -> Any? {
            switch key {
            case "opens": opens
            case "closes": closes
            case "opensISO": opensISO
            case "closesISO": closesISO
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
