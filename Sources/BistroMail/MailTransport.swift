/// Where finished messages go. Delivery is at least once: a transport must accept the same message (same
/// `fileName`) again after a crash without creating a second copy where it can tell.
package protocol MailTransport: Sendable {
    /// Delivers `text`; `fileName` is a stable, unique name for this message (used by Maildir).
    func deliver(_ text: String, fileName: String) throws(MailDeliveryError)

    /// Delivers a group of messages; the result has one entry per message, in order: nil when the message
    /// was delivered (or already had been), else why not. A message not started by `deadline` (nil: no
    /// deadline) is not tried (`.notTried`). The default delivers them one at a time and, once one has
    /// timed out, tries none of the rest (a transport that hangs once hangs again); a transport may make
    /// the whole group durable at once.
    func deliver(group: [OutgoingMail], until deadline: ContinuousClock.Instant?) -> [MailDeliveryError?]

    /// Where a delivered message is then: only a transport that hands it on to a mail system says
    /// `.transport`; the Maildir outbox says `.outbox`.
    var destination: MailDestination { get }
}

extension MailTransport {
    package var destination: MailDestination { .transport }

    /// The group without a deadline.
    package func deliver(group: [OutgoingMail]) -> [MailDeliveryError?] {
        deliver(group: group, until: nil)
    }

    package func deliver(group: [OutgoingMail], until deadline: ContinuousClock.Instant?) -> [MailDeliveryError?] {
        var results: [MailDeliveryError?] = []
        results.reserveCapacity(group.count)
        var stop: MailDeliveryError?
        for mail in group {
            if stop == nil, let deadline, ContinuousClock.now >= deadline {
                stop = MailDeliveryError("not tried: this run's time for delivering messages was up", kind: .notTried)
            }
            if let stop {
                results.append(stop)
                continue
            }
            do throws(MailDeliveryError) {
                try deliver(mail.text, fileName: mail.fileName)
                results.append(nil)
            } catch {
                results.append(error)
                if error.kind == .timedOut {
                    stop = MailDeliveryError("not tried: an earlier message of this run timed out", kind: .notTried)
                }
            }
        }
        return results
    }
}

/// A rendered message and its stable file name, as handed to `MailTransport.deliver(group:until:)`.
package struct OutgoingMail: Sendable, Hashable {
    package var text: String
    package var fileName: String

    package init(text: String, fileName: String) {
        self.text = text
        self.fileName = fileName
    }
}

/// A delivery that did not happen; the message stays queued.
package struct MailDeliveryError: Error, Sendable, Hashable, CustomStringConvertible {
    package enum Kind: Sendable, Hashable {
        /// The transport refused or failed: an attempt that counts.
        case failed
        /// The transport did not finish in time and was stopped: an attempt that counts, and a sign that
        /// the transport hangs, so the run delivers nothing more.
        case timedOut
        /// The message was never handed to the transport: no attempt.
        case notTried
    }

    package var message: String
    package var kind: Kind

    package init(_ message: String, kind: Kind = .failed) {
        self.message = message
        self.kind = kind
    }

    package var description: String { message }
}
