/// A message as a mail system delivered it (RFC 5322 with MIME, RFC 2045–2047), read for what Bistro
/// needs of it: who sent it and its parts. Reading never fails and never crashes on hostile input; what
/// cannot be read is simply absent (no sender, no parts, no decoded body).
///
/// Bounded: the caller reads at most a size it chooses (the inbox: 1 MiB); multiparts nest at most
/// `Limits.maximumDepth` deep and the message has at most `Limits.maximumParts` parts, the rest ignored.
package struct ReceivedMessage: Sendable {
    package struct Limits: Sendable {
        var maximumParts = 100
        package var maximumDepth = 5
        package init() {}
    }

    package let root: MIMEPart

    package init(_ bytes: [UInt8], limits: Limits = Limits()) {
        var budget = limits.maximumParts
        root = MIMEPart(bytes[...], depth: 0, budget: &budget, limits: limits)
    }

    package var header: HeaderFields { root.header }

    /// The one mailbox of the one `From` field, when it is an ordinary address (`MailAddress.isValid`);
    /// nil when the field is missing, repeated, holds several mailboxes or an address Bistro would not
    /// send to.
    package var from: MailAddress? {
        let fields = header.values("From")
        guard fields.count == 1 else { return nil }
        return MailboxField.mailbox(fields[0])
    }

    /// The parts that hold content (not multiparts), depth first, in the order they were sent.
    package var leafParts: [MIMEPart] {
        var leaves: [MIMEPart] = []
        func visit(_ part: MIMEPart) {
            if part.contentType.type == "multipart" { part.parts.forEach(visit) } else { leaves.append(part) }
        }
        visit(root)
        return leaves
    }
}
