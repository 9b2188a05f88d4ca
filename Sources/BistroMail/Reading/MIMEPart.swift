import Foundation

/// One part of a received message (RFC 2045, RFC 2046): its header fields, and either the body of a leaf
/// (still in its transfer encoding) or, for `multipart/*`, the parts between its boundaries. Reading never
/// fails: a multipart without a usable boundary has no parts, a body that does not decode has no
/// `decodedBody`. Nesting and the number of parts are bounded (see `ReceivedMessage`).
package struct MIMEPart: Sendable {
    package var header: HeaderFields
    package var contentType: ContentType
    /// The leaf's body as it was sent (empty for a multipart).
    package var body: ArraySlice<UInt8>
    package var parts: [MIMEPart] = []

    /// Reads a part from its bytes (header, empty line, body). `budget` counts down the parts still
    /// allowed in the whole message; `depth` is how many multiparts enclose this one.
    init(_ bytes: ArraySlice<UInt8>, depth: Int, budget: inout Int, limits: ReceivedMessage.Limits) {
        let (header, bodyStart) = HeaderFields.read(bytes)
        self.header = header
        contentType = header["Content-Type"].map(ContentType.init(parsing:)) ?? .defaultText
        if contentType.value.isEmpty || !contentType.value.contains("/") { contentType = .defaultText }
        body = bytes[bodyStart...]
        guard contentType.type == "multipart" else { return }
        let content = body
        body = []
        guard depth < limits.maximumDepth, let boundary = contentType.parameters["boundary"],
            (1...70).contains(boundary.utf8.count)
        else { return }
        for range in MultipartSplitter.parts(of: content, boundary: Array(boundary.utf8)) {
            guard budget > 0 else { break }
            budget -= 1
            parts.append(MIMEPart(content[range], depth: depth + 1, budget: &budget, limits: limits))
        }
    }

    /// `Content-Transfer-Encoding`, lower case; "7bit" when absent.
    var transferEncoding: String {
        header["Content-Transfer-Encoding"]?.trimmingSpaces.lowercased() ?? "7bit"
    }

    /// The file name the sender gave (`Content-Disposition: attachment; filename=…`, or the older
    /// `Content-Type: …; name=…`), encoded words decoded.
    package var filename: String? {
        let disposition = header["Content-Disposition"].map(ContentType.init(parsing:))
        return (disposition?.parameters["filename"] ?? contentType.parameters["name"]).map(EncodedWords.decode)
    }

    /// Whether the sender marked the part as an attachment rather than a body to show.
    package var isAttachment: Bool {
        header["Content-Disposition"].map(ContentType.init(parsing:))?.value == "attachment"
    }

    /// The body with its transfer encoding undone: base64 (white space and line breaks skipped, missing
    /// padding added), quoted-printable, or 7bit/8bit/binary as they are. Nil for an encoding Bistro does
    /// not know, or base64 that does not decode.
    package var decodedBody: [UInt8]? {
        switch transferEncoding {
        case "7bit", "8bit", "binary", "": return Array(body)
        case "quoted-printable": return QuotedPrintable.decode(body)
        case "base64":
            var characters = body.filter { byte in
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                    || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "/")
            }
            while characters.count % 4 != 0 { characters.append(UInt8(ascii: "=")) }
            return Data(base64Encoded: Data(characters)).map { Array($0) }
        default: return nil
        }
    }

    /// The decoded body as text in its declared charset (UTF-8 or windows-1252: see `TextCharset`), line
    /// breaks as LF, and `format=flowed` lines (RFC 3676) joined again; nil when it cannot be read as such.
    package var text: String? {
        guard let bytes = decodedBody, let charset = TextCharset(name: contentType.parameters["charset"]),
            let text = charset.decode(bytes)
        else { return nil }
        let lines = text.replacingOccurrences(of: "\r\n", with: "\n")
        guard contentType.parameters["format"]?.lowercased() == "flowed" else { return lines }
        return FlowedText.unwrap(lines, deleteSpace: contentType.parameters["delsp"]?.lowercased() == "yes")
    }
}
