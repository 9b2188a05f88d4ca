import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Issue 24: a rejection's reasons are rows with their words and places, read back as values rather than by
/// parsing the sidecar's JSON. Migration `v12-rejection-reason-texts` fills the reasons a book recorded
/// before from the `errors_json` they were written from.
@Suite struct RejectionReasonMigrationTests {
    static let file = #"{"customer": {"name": "", "email": "ada@example.com"}, "items": []}"#
    static let errors =
        #"[{"code":"missing_customer_name","message":"the customer's name is missing","line":1,"column":14},"#
        + #"{"code":"no_items","message":"the order has no items","line":1,"column":65}]"#

    @Test func reasonsRecordedBeforeAreFilledFromTheirJSON() throws {
        let w = try Self.oldBook()
        let rows = try w.store.read {
            try Row.fetchAll($0, sql: #"SELECT code, message, line, "column" FROM rejection_reasons ORDER BY position"#)
        }
        #expect(rows.map { $0["message"] as String } == ["the customer's name is missing", "the order has no items"])
        #expect(rows.map { $0["line"] as Int? } == [1, 1])
        #expect(rows.map { $0["column"] as Int? } == [14, 65])
    }

    /// The same file back in incoming/ (a crash after the commit) is recognised by its recorded rejection:
    /// its sidecar holds the recorded reasons, and nothing is recorded twice.
    @Test func aFileRejectedBeforeTheMigrationIsRecognised() async throws {
        let w = try Self.oldBook()
        w.drop("old.json", Self.file)
        _ = try await w.run()
        let sidecar = try String(contentsOfFile: w.spool.path(.rejected, "old.json.error.json"), encoding: .utf8)
        #expect(sidecar.contains(Self.errors), "\(sidecar)")
        #expect(try w.store.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM rejections") } == 1)
    }

    /// A book at `v11` holding one rejection of old.json, recorded with codes only, as books did then.
    static func oldBook() throws -> Workspace {
        try Workspace { path in
            let old = try DatabaseQueue(path: path)
            try Migrations.migrator.migrate(old, upTo: "v11-checkins-without-position")
            try old.write { db in
                try db.execute(
                    sql: """
                        INSERT INTO rejections (id, source_file, content_key, customer_email, rejected_at, errors_json)
                        VALUES (1, 'old.json', ?, 'ada@example.com', '2026-11-21T12:00:00-05:00', ?)
                        """, arguments: [IdempotencyKey.contentHash(Array(file.utf8)), errors])
                try db.execute(
                    sql: """
                        INSERT INTO rejection_reasons (rejection_id, position, code)
                        VALUES (1, 1, 'missing_customer_name'), (1, 2, 'no_items')
                        """)
            }
            try old.close()
        }
    }
}
