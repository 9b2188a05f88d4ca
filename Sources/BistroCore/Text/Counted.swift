/// A count with its noun, as the command line prints it: "1 page", "0 pages", "19 pages". The noun is
/// singular for exactly one; the plural is the singular with "s" unless given ("1 entry", "2 entries").
package struct Counted: CustomStringConvertible, Sendable {
    package var count: Int
    package var singular: String
    package var plural: String

    package init(_ count: Int, _ singular: String, plural: String? = nil) {
        self.count = count
        self.singular = singular
        self.plural = plural ?? singular + "s"
    }

    package var description: String { "\(count) \(count == 1 ? singular : plural)" }
}
