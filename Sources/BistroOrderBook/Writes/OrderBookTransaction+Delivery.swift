import BistroCore
import BistroSupport
import GRDB

/// Delivering the outbox: a run claims a group of queued messages in one transaction (so a run on another
/// spool sharing the book never picks the same rows), hands them to its transport, then records in one
/// transaction what each gave. Which rows are due and whose claim may be taken over is the deliverer's
/// decision (`NotificationDelivery`); these are the writes.
extension OrderBookTransaction {
    /// What delivering one claimed message gave.
    package enum DeliveryOutcome: Sendable, Hashable {
        /// The transport took it: `sent_at` is set.
        case sent
        /// It failed (one more attempt); not tried again before `nextAttempt`.
        case retry(error: String, nextAttempt: LocalTime)
        /// It failed for the last time (one more attempt): `failed_at` is set; only a requeue sends it.
        case giveUp(error: String)
        /// It was never handed to the transport: only the claim is dropped.
        case release
    }

    /// Messages still to deliver (not sent, not given up) after id `after`, oldest first, at most `limit`
    /// (only `id` when given), whether due or claimed or not.
    /// Through the partial index `notifications_unsent`, so a group reads its own rows, not every row
    /// still waiting (nor, in a book of a million sent messages, every sent one).
    package func undeliveredMessages(after: Int64, only id: Int64?, limit: Int) throws -> [NotificationRecord] {
        try NotificationRecord.fetchAll(db, sql: """
            SELECT * FROM notifications INDEXED BY notifications_unsent
            WHERE sent_at IS NULL AND failed_at IS NULL AND id > ?\(id == nil ? "" : " AND id = ?") ORDER BY id LIMIT ?
            """, arguments: StatementArguments([after] + (id.map { [$0] } ?? []) + [Int64(limit)]))
    }

    /// Marks messages as being delivered by `claimant` since `time`, in one statement per 500.
    package func claim(_ ids: [Int64], by claimant: String, at time: LocalTime) throws {
        for slice in ids.slices(of: 500) {
            try db.execute(sql: "UPDATE notifications SET claimed_by = ?, claimed_at = ? WHERE id IN (\(Self.marks(slice.count)))",
                           arguments: StatementArguments([claimant.databaseValue, time.databaseValue] + slice.map(\.databaseValue)))
        }
    }

    /// Records what delivering a group gave, dropping every claim. The sent and the released messages
    /// take one statement per 500 (a whole group of messages is usually sent); failures one each.
    package func recordDelivery(_ outcomes: [(id: Int64, outcome: DeliveryOutcome)], at time: LocalTime) throws {
        var sent: [Int64] = [], released: [Int64] = []
        let failed = try db.cachedStatement(sql: """
            UPDATE notifications SET attempts = attempts + 1, last_error = ?, next_attempt_at = ?, failed_at = ?,
                   claimed_by = NULL, claimed_at = NULL WHERE id = ?
            """)
        for (id, outcome) in outcomes {
            switch outcome {
            case .sent: sent.append(id)
            case .release: released.append(id)
            case .retry(let error, let next): try failed.execute(arguments: [error, next, nil, id])
            case .giveUp(let error): try failed.execute(arguments: [error, nil, time, id])
            }
        }
        for slice in sent.slices(of: 500) {
            try db.execute(sql: """
                UPDATE notifications SET sent_at = ?, attempts = attempts + 1, last_error = NULL, next_attempt_at = NULL,
                       claimed_by = NULL, claimed_at = NULL WHERE id IN (\(Self.marks(slice.count)))
                """, arguments: StatementArguments([time.databaseValue] + slice.map(\.databaseValue)))
        }
        for slice in released.slices(of: 500) {
            try db.execute(sql: "UPDATE notifications SET claimed_by = NULL, claimed_at = NULL WHERE id IN (\(Self.marks(slice.count)))",
                           arguments: StatementArguments(slice.map(\.databaseValue)))
        }
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
