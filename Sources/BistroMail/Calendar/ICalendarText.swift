/// Values of an iCalendar property from text a stranger may have typed (a guest's name in a summary):
/// bounded, without control characters, and escaped so nothing can end the value or the line.
enum ICalendarText {
    /// How much of a text is kept: at most `characters` characters (grapheme clusters, so an emoji is
    /// never cut in two) and at most `octets` octets of UTF-8 (so one character made of thousands of
    /// combining marks cannot pass the bound). A longer text is cut and ends in "…".
    struct Limit: Sendable {
        var characters: Int
        var octets: Int
    }

    /// A TEXT value (§3.3.11): cleaned (see `cleaned`), clipped to `limit`, then escaped: a backslash as
    /// `\\`, `;` as `\;`, `,` as `\,` and a line break as `\n`.
    static func value(_ text: String, limit: Limit) -> String {
        var escaped = ""
        for scalar in clipped(cleaned(head(text, limit)), to: limit).unicodeScalars {
            switch scalar {
            case "\\": escaped += "\\\\"
            case ";": escaped += "\\;"
            case ",": escaped += "\\,"
            case "\n": escaped += "\\n"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }

    /// A parameter value (§3.2, `CN=`) as a quoted string, which holds neither a double quote nor a control
    /// character: a double quote becomes an apostrophe, a line break or tab a space.
    static func parameter(_ text: String, limit: Limit) -> String {
        let flat = clipped(cleaned(head(text, limit)), to: limit).map { $0 == "\n" ? " " : $0 == "\"" ? "'" : $0 }
        return "\"" + String(flat) + "\""
    }

    /// A URI value (§3.3.13, a booking page's address): bytes that a URI never holds as such (controls,
    /// space, `"`, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`, anything not ASCII) are %-encoded, which
    /// leaves no character that could end the line or need escaping. Nil when the result is longer
    /// than `maximumURIOctets`: a clipped address would lead somewhere else.
    static func uri(_ text: String) -> String? {
        var encoded = ""
        for byte in text.utf8 {
            guard encoded.utf8.count <= maximumURIOctets else { return nil }
            if (0x21...0x7E).contains(byte) && !Array("\"<>\\^`{|}".utf8).contains(byte) {
                encoded.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                encoded += "%"
                encoded.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte >> 4)]))
                encoded.unicodeScalars.append(Unicode.Scalar(hexDigits[Int(byte & 0x0F)]))
            }
        }
        return encoded.isEmpty || encoded.utf8.count > maximumURIOctets ? nil : encoded
    }

    static let maximumURIOctets = 2000

    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    /// Line breaks (CRLF, CR, LF, NEL, U+2028, U+2029) become "\n" and a tab a space; every other control
    /// character (C0, DEL, C1) is removed, as iCalendar text may hold none (§3.3.11, TSAFE-CHAR).
    static func cleaned(_ text: String) -> String {
        var result = ""
        var afterCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { afterCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n" where afterCarriageReturn: continue
            case "\r", "\n", "\u{85}", "\u{2028}", "\u{2029}": result += "\n"
            case "\t": result += " "
            case _ where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value): continue
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The start of `text` that cleaning and clipping need to look at: twice the octets the limit keeps,
    /// so the work is bounded however long the text (only a text made mostly of control characters would
    /// keep less than it could).
    private static func head(_ text: String, _ limit: Limit) -> String {
        let scalars = text.unicodeScalars
        guard let end = scalars.index(scalars.startIndex, offsetBy: limit.octets * 2, limitedBy: scalars.endIndex)
        else { return text }
        return String(scalars[..<end])
    }

    /// `text` within `limit`, cut after the last whole character that leaves room for "…" when it is longer.
    static func clipped(_ text: String, to limit: Limit) -> String {
        if text.count <= limit.characters && text.utf8.count <= limit.octets { return text }
        var result = ""
        var count = 0, octets = 0
        let ellipsis = "…"
        for character in text {
            let size = character.utf8.count
            guard count + 1 < limit.characters, octets + size + ellipsis.utf8.count <= limit.octets else { break }
            result.append(character)
            count += 1
            octets += size
        }
        return result + ellipsis
    }
}
