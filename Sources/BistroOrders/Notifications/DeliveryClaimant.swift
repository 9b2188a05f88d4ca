import BistroCore
import BistroOrderBook
import Foundation

/// Who is delivering a message: "SPOOL RUN" in `delivery_claims.claimed_by`. A run claims each group of
/// messages in one transaction before handing it to its transport, and skips rows another run holds, so
/// two runs on different spools sharing one order book (each with its own outbox) never send the same
/// message twice.
///
/// A claim left by a run that crashed must not keep its messages forever. Every delivery runs under its
/// spool's lock, so a claim made from the same spool belongs to a run that is over and is taken at once;
/// a claim from another spool is taken only when it is older than `staleAfterSeconds`, which is longer
/// than a run may spend delivering (`NotificationDelivery.timeBudget` plus one sendmail time limit).
struct DeliveryClaimant: Sendable, Hashable {
    /// The spool's identity: device and inode of its folder, whatever path names it.
    let spool: String
    /// This run: its process id and 64 random bits.
    let run: String

    static let staleAfterSeconds = 30 * 60

    init(spool: SpoolDirectory) {
        var status = stat()
        self.spool = stat(spool.root, &status) == 0 ? "spool:\(status.st_dev):\(status.st_ino)" : "spool:" + spool.root
        run = "run:\(getpid()):" + String(UInt64.random(in: .min ... .max), radix: 16)
    }

    /// What `claimed_by` holds for this run.
    var text: String { spool + " " + run }

    /// Whether this run may deliver `message` as far as claims go: no run holds it, a finished run of
    /// this spool does, or the claim is stale at `now`.
    func mayTake(_ message: OrderBookTransaction.UndeliveredMessage, now: Timestamp) -> Bool {
        guard let holder = message.claimedBy else { return true }
        if holder.hasPrefix(spool + " ") { return true }
        guard let since = message.claimedAt else { return true }
        return since.timestamp.secondsSince1970 + Self.staleAfterSeconds <= now.secondsSince1970
    }
}
