/// Where finished messages go. Delivery is at least once: a transport must accept the same message (same
/// `fileName`) again after a crash without creating a second copy where it can tell.
public protocol MailTransport: Sendable {
    /// Delivers `text`; `fileName` is a stable, unique name for this message (used by Maildir).
    func deliver(_ text: String, fileName: String) throws(MailDeliveryError)
}

/// A delivery that did not happen; the message stays queued and is tried again on the next run.
public struct MailDeliveryError: Error, Sendable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
