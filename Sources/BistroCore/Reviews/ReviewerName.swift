/// How a review names its customer on the site: the first name and the last name's initial ("Ada L."),
/// or the one name given.
package enum ReviewerName {
    package static func shown(_ fullName: String) -> String {
        let words = fullName.split(whereSeparator: \.isWhitespace)
        guard let first = words.first else { return "" }
        guard words.count > 1, let initial = words.last?.first else { return String(first) }
        return "\(first) \(initial.uppercased())."
    }
}
