import Foundation

/// A customer's comment made safe to keep and show: plain text, at most `maximumLength` characters, without
/// the invisible characters that can hide or reorder what a reader sees (bidirectional overrides and
/// isolates, zero-width spaces and joiners outside emoji, other format and control characters); line breaks
/// are kept, at most one empty line in a row.
package enum ReviewComment {
    package static let maximumLength = 1_000

    /// The comment as kept; nil when nothing visible is left.
    package static func clean(_ text: String) -> String? {
        let scalars = Array(text.replacingOccurrences(of: "\r\n", with: "\n").unicodeScalars)
        var kept = String.UnicodeScalarView()
        for (index, scalar) in scalars.enumerated() {
            if scalar == "\n" || scalar == "\t" {
                kept.append(scalar == "\t" ? " " : scalar)
                continue
            }
            switch scalar.properties.generalCategory {
            case .control, .lineSeparator, .paragraphSeparator, .privateUse, .surrogate, .unassigned:
                continue
            case .format:
                // A zero-width joiner stays inside an emoji sequence (👩‍🍳); every other format character goes.
                let isEmoji = { (i: Int) in scalars.indices.contains(i) && scalars[i].properties.isEmoji }
                if scalar == "\u{200D}", isEmoji(index - 1), isEmoji(index + 1) { kept.append(scalar) }
            default:
                kept.append(scalar)
            }
        }
        let lines = String(kept).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.trimmingCharacters(in: .whitespaces) }
        var result: [String] = []
        for line in lines where !(line.isEmpty && (result.last?.isEmpty ?? true)) { result.append(line) }
        while result.last?.isEmpty == true { result.removeLast() }
        let joined = result.joined(separator: "\n")
        return joined.isEmpty ? nil : joined
    }
}
