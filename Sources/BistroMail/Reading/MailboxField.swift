/// Reads the one mailbox of a `From` field (RFC 5322 §3.4): `Name <address>`, `"Name" <address>` or a
/// bare `address`, with comments `(…)` dropped and the display name's encoded words decoded. The
/// address must pass `MailAddress.isValid`. A field with several mailboxes, a group, or text after the
/// `>` reads as nil: the sender is then unknown, never guessed.
enum MailboxField {
    static func mailbox(_ value: String) -> MailAddress? {
        var outside = ""  // the text outside quotes, comments and angle brackets
        var displayName = ""
        var angle: String?
        var quoted = false, escaped = false, commentDepth = 0, inAngle = false, afterAngle = false
        for character in value {
            if escaped {
                escaped = false
                if quoted { displayName.append(character) }
                continue
            }
            if character == "\\" && (quoted || commentDepth > 0) { escaped = true; continue }
            if commentDepth > 0 {
                if character == "(" { commentDepth += 1 }
                if character == ")" { commentDepth -= 1 }
                continue
            }
            if quoted {
                if character == "\"" { quoted = false } else { displayName.append(character) }
                continue
            }
            if inAngle {
                if character == ">" { inAngle = false; afterAngle = true } else { angle?.append(character) }
                continue
            }
            switch character {
            case "(": commentDepth = 1
            case "\"": if afterAngle { return nil } else { quoted = true }
            case "<":
                guard angle == nil, !afterAngle else { return nil }
                angle = ""
                inAngle = true
            case ",", ";", ":": return nil
            case " ", "\t", "\r", "\n":
                if angle == nil { displayName.append(" ") }
                outside.append(" ")
            default:
                if afterAngle { return nil }
                displayName.append(character)
                outside.append(character)
            }
        }
        guard !quoted, !inAngle, commentDepth == 0 else { return nil }
        let address = (angle ?? outside).trimmingSpaces
        guard MailAddress.isValid(address) else { return nil }
        let name = angle == nil ? "" : EncodedWords.decode(displayName.trimmingSpaces)
        return MailAddress(address, displayName: name.isEmpty ? nil : name)
    }
}
