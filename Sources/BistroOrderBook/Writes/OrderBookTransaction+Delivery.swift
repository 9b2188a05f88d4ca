import BistroCore
import GRDB

/// Delivering the outbox: a run claims a group of queued messages in one transaction (so a run on another
/// spool sharing the book never picks the same rows), hands them to its transport, then records in one
/// transaction what each gave. Which rows are due and whose claim may be taken over is the deliverer's
/// decision (`NotificationDelivery`); these are the writes.
extension OrderBookTransaction {
    /// What delivering one claimed message gave.
    package enum DeliveryOutcome: Sendable, Hashable {
        /// The transport took it: `sent_at` and `delivered_to` are set.
        case sent
        /// It failed (one more attempt); not tried again before `nextAttempt`.
        case retry(error: String, nextAttempt: LocalTime)
        /// It failed for the last time (one more attempt): `failed_at` is set; only a requeue sends it.
        case giveUp(error: String)
        /// It was never handed to the transport: only the claim is dropped.
        case release
    }

    /// A message still to deliver, with the claim a run holds on it (`delivery_claims`), if any.
    package struct UndeliveredMessage: FetchableRecord, Sendable, Hashable {
        package var message: NotificationRecord
        /// The run delivering it now ("SPOOL-ID RUN-ID"), and since when; nil when no run holds it.
        package var claimedBy: String?
        package var claimedAt: LocalTime?

        /// A row of `notifications` joined with its claim's `claimed_by` and `claimed_at`.
        package init(row: Row) throws {
            message = try NotificationRecord(row: row)
            claimedBy = row["claimed_by"]
            claimedAt = row["claimed_at"]
        }
    }

    /// Messages still to deliver (not sent, not given up) after id `after`, oldest first, at most `limit`
    /// (only `id` when given), whether due or claimed or not, each with its claim.
    /// Through the partial index `notifications_unsent`, so a group reads its own rows, not every row
    /// still waiting (nor, in a book of a million sent messages, every sent one).
    package func undeliveredMessages(after: Int64, only id: Int64?, limit: Int) throws -> [UndeliveredMessage] {
        try UndeliveredMessage.fetchAll(
            db.cachedStatement(
                sql: """
                    SELECT n.*, c.claimed_by, c.claimed_at FROM notifications n INDEXED BY notifications_unsent
                    LEFT JOIN delivery_claims c ON c.notification_id = n.id
                    WHERE n.sent_at IS NULL AND n.failed_at IS NULL AND n.id > ?\(id == nil ? "" : " AND n.id = ?")
                    ORDER BY n.id LIMIT ?
                    """), arguments: StatementArguments([after] + (id.map { [$0] } ?? []) + [Int64(limit)]))
    }

    /// Marks messages as being delivered by `claimant` since `time` (taking over any earlier claim), in
    /// one statement.
    package func claim(_ ids: [Int64], by claimant: String, at time: LocalTime) throws {
        try db.cachedStatement(
            sql: """
                INSERT OR REPLACE INTO delivery_claims (notification_id, claimed_by, claimed_at)
                SELECT id, ?, ? FROM notifications WHERE id IN \(ValueList.subquery)
                """
        ).execute(arguments: [claimant, time, ValueList.argument(ids)])
    }

    /// Records what delivering a group gave, dropping every claim; a sent message is recorded as delivered
    /// to `destination` ("outbox" or "transport"). The sent and the released messages take one statement
    /// each (a whole group of messages is usually sent); failures one each.
    package func recordDelivery(
        _ outcomes: [(id: Int64, outcome: DeliveryOutcome)], to destination: String, at time: LocalTime
    ) throws {
        var sent: [Int64] = []
        let failed = try db.cachedStatement(
            sql: """
                UPDATE notifications SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, failed_at = ?
                WHERE id = ?
                """)
        for (id, outcome) in outcomes {
            switch outcome {
            case .sent: sent.append(id)
            case .release: break
            case .retry(let error, let next): try failed.execute(arguments: [error, next, nil, id])
            case .giveUp(let error): try failed.execute(arguments: [error, nil, time, id])
            }
        }
        if !sent.isEmpty {
            try db.cachedStatement(
                sql: """
                    UPDATE notifications SET sent_at = ?, delivered_to = ?, attempts = attempts + 1,
                        last_error = NULL, next_attempt_at = NULL
                    WHERE id IN \(ValueList.subquery)
                    """
            ).execute(arguments: [time, destination, ValueList.argument(sent)])
        }
        try db.cachedStatement(sql: "DELETE FROM delivery_claims WHERE notification_id IN \(ValueList.subquery)")
            .execute(arguments: [ValueList.argument(outcomes.map(\.id))])
    }

    /// Queues again, due at `time`, the messages that were given up or are waiting for their next attempt
    /// (of one order, or all): attempts start again from zero. Their Message-IDs and file names stay, so a
    /// message that did arrive after all is still one message. Returns how many.
    package func retryUndelivered(orderID: Int64?, at time: LocalTime) throws -> Int {
        var sql = """
            UPDATE notifications SET attempts = 0, next_attempt_at = NULL, failed_at = NULL, due_at = ?
            WHERE sent_at IS NULL AND (failed_at IS NOT NULL OR next_attempt_at IS NOT NULL)
            """
        var arguments: [any DatabaseValueConvertible] = [time]
        if let orderID {
            sql += " AND order_id = ?"
            arguments.append(orderID)
        }
        try db.execute(sql: sql, arguments: StatementArguments(arguments))
        return db.changesCount
    }
}
