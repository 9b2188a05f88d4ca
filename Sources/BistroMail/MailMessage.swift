import Foundation

/// A plain-text email as RFC 5322 + MIME: UTF-8 body in quoted-printable, non-ASCII headers as encoded
/// words, LF line endings (the Maildir convention; sendmail accepts them too); with an `invitation`, the
/// text and a calendar in a multipart.
package struct MailMessage: Hashable, Sendable {
    package var from: MailAddress
    package var to: [MailAddress]
    package var subject: String
    package var date: Date
    /// Without angle brackets: "RC-20261122-0007.received@royalcafe.example". Stable for an event, so a
    /// re-delivered message is recognisably the same message.
    package var messageID: String
    package var body: String
    /// Extra headers such as ("X-Bistro-Event", "ready"); names must be ASCII tokens.
    package var extraHeaders: [(String, String)] {
        get { extra.map { ($0.name, $0.value) } }
        set { extra = newValue.map { Header(name: $0.0, value: $0.1) } }
    }

    private struct Header: Hashable, Sendable {
        var name: String
        var value: String
    }

    private var extra: [Header] = []

    /// A calendar sent with the text (a table booking's invitation or cancellation): the message is then
    /// multipart, the text its first part and the calendar after it (see `InvitationParts`). Nil (the
    /// default): a plain text message, as ever.
    package var invitation: CalendarInvitation?

    package init(from: MailAddress, to: [MailAddress], subject: String, date: Date, messageID: String, body: String) {
        self.from = from
        self.to = to
        self.subject = subject
        self.date = date
        self.messageID = messageID
        self.body = body
    }

    /// The message text, ready for a Maildir file or sendmail's standard input.
    package func rendered(timeZone: TimeZone) -> String { rendered(dates: MailDate(timeZone: timeZone)) }

    /// The message text, its Date header written by `dates` (one per time zone, shared by many messages).
    package func rendered(dates: MailDate) -> String {
        let body = QuotedPrintable.encode(self.body)
        var text = ""
        text.reserveCapacity(body.utf8.count + 400)
        text += "Date: " + dates.format(date)
        text += "\nFrom: " + from.headerValue
        text += "\nTo: " + to.map(\.headerValue).joined(separator: ", ")
        text += "\nSubject: " + HeaderEncoding.unstructured(subject)
        text += "\nMessage-ID: <" + HeaderEncoding.sanitize(messageID) + ">"
        for header in extra {
            text += "\n" + header.name + ": " + HeaderEncoding.unstructured(header.value)
        }
        text += "\nMIME-Version: 1.0\n"
        if let invitation {
            return text + InvitationParts.render(quotedBody: body, invitation: invitation, seed: messageID)
        }
        text += "Content-Type: text/plain; charset=UTF-8\nContent-Transfer-Encoding: quoted-printable\n\n"
        text += body
        if !text.hasSuffix("\n") { text += "\n" }
        return text
    }
}
