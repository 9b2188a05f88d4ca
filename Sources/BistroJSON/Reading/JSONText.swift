/// Checks and quoting for text that others wrote into a JSON file: customers' names and notes in order
/// files, keys and numbers echoed back in messages.
package enum JSONText {
    /// The longest text echoed back in a message, in Unicode scalars.
    static let echoLimit = 40

    /// `text` cut to 40 Unicode scalars (with "…" when it was longer) and with C0 controls shown as "?",
    /// so a hostile key or value cannot flood a message or move a terminal's cursor.
    package static func clip(_ text: String) -> String {
        let cleaned = String(
            String.UnicodeScalarView(text.unicodeScalars.prefix(echoLimit).map { $0.value < 0x20 ? "?" : $0 }))
        return text.unicodeScalars.count > echoLimit ? cleaned + "…" : cleaned
    }

    /// `text` clipped and in double quotes: how messages name a key.
    package static func quoted(_ text: String) -> String { "\"" + clip(text) + "\"" }

    /// C0 and C1 controls (tab and line breaks allowed in multi-line text), the Unicode line and paragraph
    /// separators, and the invisible bidirectional embedding, override and isolate controls (U+202A–U+202E,
    /// U+2066–U+2069): after a U+202E the rest of a line shows reversed, amounts included, on a receipt,
    /// the kitchen ticket or a terminal listing.
    static func isForbiddenControl(_ scalar: Unicode.Scalar, multiline: Bool) -> Bool {
        if multiline, scalar == "\n" || scalar == "\t" || scalar == "\r" { return false }
        let value = scalar.value
        if value < 0x7F { return value < 0x20 }
        return value <= 0x9F || value == 0x2028 || value == 0x2029 || (0x202A...0x202E).contains(value)
            || (0x2066...0x2069).contains(value)
    }

    /// Whether `text` holds nothing but white space and line breaks: Unicode's White_Space property and the
    /// zero width space U+200B, the scalars Foundation's `.whitespacesAndNewlines` holds (content names were
    /// checked with it before).
    static func isBlank(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { $0.properties.isWhitespace || $0 == "\u{200B}" }
    }
}

/// How free text from outside is checked: at most `maxLength` Unicode scalars and no control characters
/// (tab and line breaks are allowed in `multiline` text).
package struct JSONTextLimits: Sendable, Hashable {
    package var maxLength: Int
    package var multiline: Bool

    package static func singleLine(maxLength: Int) -> Self { Self(maxLength: maxLength, multiline: false) }
    package static func multiline(maxLength: Int) -> Self { Self(maxLength: maxLength, multiline: true) }
}
