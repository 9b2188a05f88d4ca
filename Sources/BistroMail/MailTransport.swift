/// Where finished messages go. Delivery is at least once: a transport must accept the same message (same
/// `fileName`) again after a crash without creating a second copy where it can tell.
public protocol MailTransport: Sendable {
    /// Delivers `text`; `fileName` is a stable, unique name for this message (used by Maildir).
    func deliver(_ text: String, fileName: String) throws(MailDeliveryError)

    /// Delivers a group of messages; the result has one entry per message, in order: nil when the message
    /// was delivered (or already had been), else why not. The default delivers them one at a time; a
    /// transport may make the whole group durable at once.
    func deliver(group: [OutgoingMail]) -> [MailDeliveryError?]
}

extension MailTransport {
    public func deliver(group: [OutgoingMail]) -> [MailDeliveryError?] {
        var results: [MailDeliveryError?] = []
        for mail in group {
            do throws(MailDeliveryError) {
                try deliver(mail.text, fileName: mail.fileName)
                results.append(nil)
            } catch {
                results.append(error)
            }
        }
        return results
    }
}

/// A rendered message and its stable file name, as handed to `MailTransport.deliver(group:)`.
public struct OutgoingMail: Sendable, Hashable {
    public var text: String
    public var fileName: String

    public init(text: String, fileName: String) {
        self.text = text
        self.fileName = fileName
    }
}

/// A delivery that did not happen; the message stays queued and is tried again on the next run.
public struct MailDeliveryError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
