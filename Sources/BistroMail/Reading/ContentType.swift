/// A `Content-Type` or `Content-Disposition` value (RFC 2045 §5.1, RFC 2183): a token (`text/plain`,
/// `attachment`) and `; name=value` parameters, values plain or quoted ("\\" escapes inside quotes).
/// Names are lower-cased. An RFC 2231 parameter (`filename*=utf-8''order.json`) is kept under its plain
/// name with the charset and language dropped and %XX decoded; continuations (`name*0=`) are not joined.
package struct ContentType: Sendable, Hashable {
    /// Lower case: "text/plain", "multipart/mixed", "attachment".
    package var value: String
    package var parameters: [String: String]

    /// What a part without a Content-Type is (RFC 2045 §5.2).
    static let defaultText = ContentType(value: "text/plain", parameters: ["charset": "us-ascii"])

    package init(value: String, parameters: [String: String] = [:]) {
        self.value = value
        self.parameters = parameters
    }

    package init(parsing text: String) {
        var pieces = Self.split(text)
        value = pieces.isEmpty ? "" : pieces.removeFirst().trimmingSpaces.lowercased()
        parameters = [:]
        for piece in pieces {
            guard let equals = piece.firstIndex(of: "=") else { continue }
            var name = String(piece[..<equals]).trimmingSpaces.lowercased()
            var parameter = Self.unquoted(String(piece[piece.index(after: equals)...]).trimmingSpaces)
            if name.hasSuffix("*") {
                name.removeLast()
                parameter = Self.extendedValue(parameter)
            }
            if parameters[name] == nil { parameters[name] = parameter }
        }
    }

    /// "text" of "text/plain".
    package var type: String { String(value.prefix { $0 != "/" }) }

    /// Splits at semicolons outside quoted strings.
    private static func split(_ text: String) -> [String] {
        var pieces: [String] = [], current = ""
        var quoted = false, escaped = false
        for character in text {
            if escaped { escaped = false; current.append(character); continue }
            if quoted && character == "\\" { escaped = true; current.append(character); continue }
            if character == "\"" { quoted.toggle() }
            if character == ";" && !quoted {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces
    }

    private static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.first == "\"", text.last == "\"" else { return text }
        var result = "", escaped = false
        for character in text.dropFirst().dropLast() {
            if !escaped && character == "\\" { escaped = true; continue }
            escaped = false
            result.append(character)
        }
        return result
    }

    /// RFC 2231 §4: `charset'language'percent-encoded`.
    private static func extendedValue(_ text: String) -> String {
        let parts = text.split(separator: "'", maxSplits: 2, omittingEmptySubsequences: false)
        guard parts.count == 3 else { return text }
        var bytes: [UInt8] = []
        var utf8 = Array(parts[2].utf8)[...]
        while let byte = utf8.popFirst() {
            if byte == UInt8(ascii: "%"), utf8.count >= 2,
                let value = UInt8(String(decoding: utf8.prefix(2), as: UTF8.self), radix: 16)
            {
                bytes.append(value)
                utf8 = utf8.dropFirst(2)
            } else {
                bytes.append(byte)
            }
        }
        let charset = TextCharset(name: String(parts[0])) ?? .unlabelled
        return charset.decode(bytes) ?? TextCharset.windows1252Text(bytes)
    }
}
