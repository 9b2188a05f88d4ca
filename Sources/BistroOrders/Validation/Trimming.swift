extension StringProtocol {
    /// Without leading and trailing white space (spaces, tabs, newlines, Unicode spaces). Pure Swift: this
    /// runs for several fields of every order, where Foundation's `trimmingCharacters` was a hot spot.
    var trimmed: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return "" }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return String(self) }
        var start = scalars.startIndex, end = scalars.endIndex
        while start < end, scalars[start].properties.isWhitespace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].properties.isWhitespace {
            end = scalars.index(before: end)
        }
        return String(String.UnicodeScalarView(scalars[start..<end]))
    }

    /// An email address as the order book records and compares it: trimmed and lower-cased.
    var normalizedEmail: String { trimmed.lowercased() }
}

extension String {
    /// nil when only white space.
    var nilIfEmpty: String? { unicodeScalars.allSatisfy(\.properties.isWhitespace) ? nil : self }
}
