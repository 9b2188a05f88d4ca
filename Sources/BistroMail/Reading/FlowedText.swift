/// Undoes `format=flowed` (RFC 3676 §4): a line that ends in a space is continued by the next one (with
/// `delsp=yes` that space is deleted); a leading space that was added to "stuff" a line is removed. Mail
/// programs wrap a long line this way, which would otherwise break a JSON text in the middle of a string.
enum FlowedText {
    static func unwrap(_ text: String, deleteSpace: Bool) -> String {
        var result = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var content = line.hasPrefix(" ") ? line.dropFirst() : line[...]
            let isSignature = content == "-- "
            if content.hasSuffix(" ") && !isSignature {
                if deleteSpace { content = content.dropLast() }
                result += content
            } else {
                result += content + "\n"
            }
        }
        if result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
