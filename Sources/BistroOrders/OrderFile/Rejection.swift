import BistroCore
import BistroJSON

/// One reason an order was refused: a stable code, a message for people, and where in the file the
/// problem is when it has a place (1-based line and UTF-8 column).
package struct Rejection: Hashable, Sendable, CustomStringConvertible {
    package var code: RejectionCode
    package var message: String
    package var line: Int?
    package var column: Int?
    /// What the problem is about in the restaurant's own words, for the customer's "rejected" mail: a dish
    /// from the menu ("Montréal-Style Poutine", "Crispy Fish Wrap, Size"), "item 2 of your order", a pickup
    /// time as Bistro writes it; nil when there is nothing to name (`OrderValidator.subject(of:in:)`).
    package var about: String?
    /// A figure the answer gives beside the message (`outside_delivery_area`'s distance,
    /// `below_delivery_minimum`'s missing amount).
    package var detail: Detail?

    package enum Detail: Hashable, Sendable {
        /// From the restaurant to the drop-off.
        case distanceMeters(Int)
        /// What the order lacks to reach a minimum.
        case missing(Money)
    }

    package init(_ code: RejectionCode, _ message: String, line: Int? = nil, column: Int? = nil, about: String? = nil) {
        self.code = code
        self.message = message
        self.line = line
        self.column = column
        self.about = about
    }

    package var description: String {
        let position = line.map { "\($0):\(column ?? 1): " } ?? ""
        return "\(position)\(code.rawValue): \(message)"
    }
}

extension Rejection {
    /// A shape problem of the file (see `JSONShapeProblem`), filed under `code`.
    init(_ code: RejectionCode, _ problem: JSONShapeProblem) {
        self.init(code, problem.message, line: problem.line, column: problem.column)
    }
}
