/// A message worded and addressed, before it is queued: what the outbox row stores.
package struct ComposedMessage: Sendable, Hashable {
    package var event: NotificationEvent
    package var recipient: String
    package var subject: String
    package var body: String
    /// When set, the message is queued only while its mailbox has had fewer than `perDay` such messages
    /// today (rejection mails); otherwise it is dropped.
    var dailyLimit: DailyMailLimit? = nil

    /// Splits a rendered template into subject and body: a first line "Subject: …" gives the subject (the
    /// blank line after it is dropped); without one the subject is `fallbackSubject`.
    static func parse(_ rendered: String, event: NotificationEvent, recipient: String, fallbackSubject: String)
        -> ComposedMessage
    {
        var text = Substring(rendered)
        var subject = fallbackSubject
        if text.utf8.prefix(8).lazy.map({ $0 | 0x20 }).elementsEqual("subject:".utf8.lazy.map { $0 | 0x20 }) {
            let end = text.firstIndex(of: "\n") ?? text.endIndex
            subject = text[text.index(text.startIndex, offsetBy: 8)..<end].trimmed
            text = end == text.endIndex ? "" : text[text.index(after: end)...]
            while text.hasPrefix("\n") { text = text.dropFirst() }
        }
        var body = String(text)
        while body.hasSuffix("\n\n") { body.removeLast() }
        if !body.isEmpty, !body.hasSuffix("\n") { body += "\n" }
        return ComposedMessage(
            event: event, recipient: recipient, subject: subject.isEmpty ? fallbackSubject : subject, body: body)
    }
}
