import Foundation
import Testing

/// Issue 23 item 1: the link to a customer's order history (`orders/TOKEN/`) is given only in the mail to
/// their address, so tests find a history page the way its customer does: in the "received" mail.
extension OrderBookRunner {
    /// The history page ("orders/TOKEN/") that the "received" mails in `SPOOL/outbox/` to `email` link to.
    func historyPath(mailedTo email: String) throws -> String {
        let received = try mail().filter { $0.event == "received" && ($0.headers["To"] ?? "").contains(email) }
        let matches = received.compactMap { $0.body.firstMatch(of: /\/(orders\/[0-9a-f]{32}\/)/) }
        let links = Set(matches.map { String($0.1) })
        #expect(links.count == 1, "the received mails to \(email) give one history link: \(links)")
        return try #require(links.first, "no received mail to \(email) links a history page")
    }
}
