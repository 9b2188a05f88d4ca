import BistroJSON
import BistroMail

/// What one `bistro process` run did. Per-file details are kept for at most `detailLimit` rejections so
/// memory stays flat however large the spool; the counts are always complete.
package struct ProcessingSummary: Sendable {
    struct RejectedFile: Sendable, Hashable {
        package var file: String
        package var orderID: String?
        package var codes: [String]
    }

    package struct CheckIn: Sendable, Hashable {
        package var file: String
        package var orderNumber: String
        /// started | too_far | already_started
        package var outcome: String
        package var distanceMeters: Int?
    }

    struct AcceptedFile: Sendable, Hashable {
        package var file: String
        package var orderNumber: String
    }

    static let detailLimit = 1000

    package var accepted = 0
    package var rejected = 0
    package var duplicates = 0
    var rejectedFiles: [RejectedFile] = []
    var acceptedFiles: [AcceptedFile] = []
    var rejectionsByCode: [String: Int] = [:]
    /// The first `detailLimit` check-ins; `checkedIn` counts them all.
    package var checkIns: [CheckIn] = []
    package var checkedIn = 0
    /// Review files recorded (issue 28), and how many of their ratings wait for the owner.
    package var reviews = 0
    package var ratingsPending = 0
    /// Table bookings recorded (issue 27).
    package var bookings = 0
    /// Orders whose preparation time ran out in this run.
    var readyOrders: [String] = []
    /// Messages delivered in this run, and where to: a mail transport sent them, or (no transport set) they
    /// were only queued in the Maildir outbox `SPOOL/outbox/`.
    var messagesDelivered = 0
    var messagesDestination: MailDestination = .transport
    /// Messages whose delivery failed; they stay queued.
    var messagesFailed = 0
    /// Files left in incoming/ (unreadable or unmovable, each told once) and messages left queued, each with why.
    package var warnings: [String] = []
    /// Another process held the spool lock: nothing was done.
    package var busy = false
    /// SIGTERM or SIGINT stopped the run after the batch it was deciding: the files not decided stay in
    /// `incoming/` for the next run.
    package var stopped = false

    package init() {}

    /// The files this run decided.
    var files: Int { accepted + rejected + duplicates + checkedIn + reviews + bookings }

    package var isEmpty: Bool {
        accepted == 0 && rejected == 0 && duplicates == 0 && reviews == 0 && bookings == 0 && warnings.isEmpty
            && checkIns.isEmpty
            && readyOrders.isEmpty
            && messagesDelivered == 0 && messagesFailed == 0
    }

    mutating func recordCheckIn(file: String, orderNumber: String, outcome: String, distanceMeters: Int?) {
        checkedIn += 1
        if checkIns.count < Self.detailLimit {
            checkIns.append(
                CheckIn(file: file, orderNumber: orderNumber, outcome: outcome, distanceMeters: distanceMeters))
        }
    }

    mutating func recordAccepted(file: String, orderNumber: String) {
        accepted += 1
        if acceptedFiles.count < Self.detailLimit {
            acceptedFiles.append(AcceptedFile(file: file, orderNumber: orderNumber))
        }
    }

    mutating func recordRejected(file: String, orderID: String?, codes: [String]) {
        rejected += 1
        for code in codes { rejectionsByCode[code, default: 0] += 1 }
        if rejectedFiles.count < Self.detailLimit {
            rejectedFiles.append(RejectedFile(file: file, orderID: orderID, codes: codes))
        }
    }

    /// "Accepted 3, rejected 1 (order-7.json: coupon_expired), duplicates 0".
    package var humanText: String {
        var text = "Accepted \(accepted), rejected \(rejected)"
        if !rejectedFiles.isEmpty {
            let shown = rejectedFiles.prefix(5).map { "\($0.orderID ?? $0.file): \($0.codes.joined(separator: ", "))" }
            text += " (" + shown.joined(separator: "; ") + (rejected > 5 ? "; and \(rejected - 5) more" : "") + ")"
        }
        text += ", duplicates \(duplicates)"
        if !checkIns.isEmpty {
            text +=
                "; check-ins: "
                + checkIns.prefix(5).map { checkIn in
                    let distance = checkIn.distanceMeters.map { " at \($0) m" } ?? ""
                    return
                        "\(checkIn.orderNumber) \(checkIn.outcome.replacingOccurrences(of: "_", with: " "))\(distance)"
                }.joined(separator: ", ") + (checkedIn > 5 ? " and \(checkedIn - 5) more" : "")
        }
        if bookings > 0 { text += "; bookings \(bookings)" }
        if reviews > 0 {
            let waiting = ratingsPending == 1 ? "1 rating waits" : "\(ratingsPending) ratings wait"
            text += "; reviews \(reviews)" + (ratingsPending > 0 ? " (\(waiting) for you)" : "")
        }
        if !readyOrders.isEmpty {
            text +=
                "; ready: " + readyOrders.prefix(5).joined(separator: ", ")
                + (readyOrders.count > 5 ? " and \(readyOrders.count - 5) more" : "")
        }
        if messagesDelivered > 0 || messagesFailed > 0 {
            let failed = messagesFailed > 0 ? ", \(messagesFailed) left queued" : ""
            switch messagesDestination {
            case .transport: text += "; messages sent \(messagesDelivered)\(failed)"
            case .outbox:
                text += "; messages queued in the outbox \(messagesDelivered) (no mail transport set)\(failed)"
            }
        }
        if stopped { text += "; stopped on request: the files not decided stay in incoming/ for the next run" }
        return text
    }

    package var json: JSONValue {
        .object([
            ("accepted", .int(accepted)),
            ("rejected", .int(rejected)),
            ("duplicates", .int(duplicates)),
            (
                "orders",
                .array(
                    acceptedFiles.map {
                        .object([("file", .string($0.file)), ("orderNumber", .string($0.orderNumber))])
                    })
            ),
            (
                "rejections",
                .array(
                    rejectedFiles.map {
                        .object([
                            ("file", .string($0.file)), ("orderId", .optional($0.orderID)),
                            ("codes", .array($0.codes.map(JSONValue.string))),
                        ])
                    })
            ),
            ("rejectionsByCode", .object(rejectionsByCode.sorted { $0.key < $1.key }.map { ($0.key, .int($0.value)) })),
            (
                "detailsTruncated",
                .bool(accepted > acceptedFiles.count || rejected > rejectedFiles.count || checkedIn > checkIns.count)
            ),
            ("checkedIn", .int(checkedIn)),
            ("reviews", .int(reviews)),
            ("bookings", .int(bookings)),
            ("ratingsPending", .int(ratingsPending)),
            (
                "checkIns",
                .array(
                    checkIns.map {
                        .object([
                            ("file", .string($0.file)), ("orderNumber", .string($0.orderNumber)),
                            ("outcome", .string($0.outcome)),
                            ("distanceMeters", .optional($0.distanceMeters)),
                        ])
                    })
            ),
            ("readyOrders", .array(readyOrders.map(JSONValue.string))),
            ("messagesSent", .int(messagesDestination == .transport ? messagesDelivered : 0)),
            ("messagesQueuedInOutbox", .int(messagesDestination == .outbox ? messagesDelivered : 0)),
            ("messagesFailed", .int(messagesFailed)),
            ("warnings", .array(warnings.map(JSONValue.string))),
            ("busy", .bool(busy)),
            ("stopped", .bool(stopped)),
        ])
    }
}
