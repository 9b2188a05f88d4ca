import Foundation
import Testing

/// Issue 23, items 12 and 17: `bistro restore` accepted a backup with two triggers added, and the next order
/// was taxed 0 while a copy of its customer's mail was queued to a stranger; a book a newer `bistro` had
/// migrated was restored and written. A book is used — restored, backed up, opened by any command — only
/// when every migration it records is known and its schema is exactly what they make; otherwise the
/// command stops, naming the object. The changes are in `Fixtures/hostile-guard/books/`.
@Suite struct TamperedBookTests {
    static let books = BistroRunner.fixtures.appendingPathComponent("hostile-guard/books")

    /// Each change, and how the refusal names it.
    static let changes = [
        "extra-trigger.sql": "its trigger notifications_copy on notifications is not one bistro's migrations make"
            + " (and 1 more difference)",
        "extra-view.sql": "its view customer_addresses is not one bistro's migrations make",
        "extra-index.sql": "its index customers_phone on customers is not one bistro's migrations make",
        "extra-column.sql": "its table notifications has a column bcc that bistro's migrations do not make",
        "changed-table.sql": "its table stock is defined otherwise than bistro's migrations make it",
    ]
    static let openAdvice =
        "A book is used only with exactly the schema bistro's migrations make: "
        + "restore a backup from before the change (bistro restore), or undo the change"
    static let newer = "was made by a newer bistro (migration v99-from-a-newer-bistro); upgrade bistro"

    /// A runner with one order recorded, and a backup of its book at `root/backup.sqlite`.
    static func bookWithBackup() throws -> (OrderBookRunner, String) {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        let file = bistro.root + "/backup.sqlite"
        #expect(try bistro.run(["backup", file]).status == 0)
        return (bistro, file)
    }

    @Test(arguments: changes.keys.sorted())
    func restoreRefusesABackupWhoseSchemaIsNotWhatItsMigrationsMake(change: String) throws {
        let (bistro, file) = try Self.bookWithBackup()
        try Self.apply(change, to: file)
        let book = try Data(contentsOf: URL(fileURLWithPath: bistro.db))
        let restore = try bistro.run(["restore", file])
        #expect(restore.status == 1)
        #expect(restore.stderr == "bistro: error: \(file) \(Self.refusal(change)). Nothing was restored\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: bistro.db)) == book)
        let beside = try FileManager.default.contentsOfDirectory(atPath: bistro.root)
            .filter { $0.hasPrefix(".") || $0.contains("before-restore") }
        #expect(beside.isEmpty, "\(beside)")
    }

    /// Changed in place, the book stops every command that opens it, the order waits in `incoming/` and
    /// nothing is queued; undone, it works again.
    @Test(arguments: changes.keys.sorted())
    func everyCommandRefusesABookChangedInPlace(change: String) throws {
        let (bistro, _) = try Self.bookWithBackup()
        try Self.apply(change, to: bistro.db)
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com"))
        let expected = "error: \(bistro.db) \(Self.refusal(change)). \(Self.openAdvice)\n"
        for command in Self.commands(bistro) {
            let result = try bistro.run(command, storeOptions: !["report", "build"].contains(command[0]))
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr == Self.prefix(command, bistro) + expected, "\(command): \(result.stderr)")
        }
        let backup = try bistro.run(["backup", bistro.root + "/again.sqlite"])
        #expect(backup.stderr == "bistro: error: \(bistro.db) \(Self.refusal(change)). Nothing was backed up\n")
        #expect(bistro.files("incoming") == ["2.json"])
        #expect(try Self.count("notifications", in: bistro.db) == "1\n")
    }

    /// The attack itself, restored by hand past the check (a copy of the file): refused by the next run.
    @Test func aBookWithTheAttackersTriggersTakesNoOrder() throws {
        let (bistro, file) = try Self.bookWithBackup()
        try Self.apply("extra-trigger.sql", to: file)
        // Replaced as a whole, WAL and shared memory included: SQLite would replay an old book's WAL onto
        // the new file.
        for suffix in ["", "-wal", "-shm"] { try? FileManager.default.removeItem(atPath: bistro.db + suffix) }
        try FileManager.default.copyItem(atPath: file, toPath: bistro.db)
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com"))
        let run = try bistro.run(["process"])
        #expect(run.status == 1)
        #expect(run.stderr.contains(Self.refusal("extra-trigger.sql")), "\(run.stderr)")
        let recorded = try OrderBookFileTests.python(
            bistro.db,
            """
            print(c.execute('SELECT count(*), sum(tax_cents = 0) FROM orders').fetchone())
            print(c.execute("SELECT count(*) FROM notifications WHERE recipient LIKE '%attacker%'").fetchone()[0])
            """)
        #expect(recorded == "(1, 0)\n0\n")
    }

    /// Item 17: a book with a migration this `bistro` does not know is refused by every command, and as a backup.
    @Test func aBookFromANewerBistroIsRefused() throws {
        let (bistro, file) = try Self.bookWithBackup()
        try Self.apply("newer-migration.sql", to: file)
        let restore = try bistro.run(["restore", file])
        #expect(restore.status == 1)
        #expect(restore.stderr == "bistro: error: \(file) \(Self.newer). Nothing was restored\n")

        try Self.apply("newer-migration.sql", to: bistro.db)
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com"))
        let more = [["stock", "set", "RC-BURG-01", "3"], ["backup", bistro.root + "/again.sqlite"]]
        for command in Self.commands(bistro) + more {
            let result = try bistro.run(command, storeOptions: !["report", "build"].contains(command[0]))
            #expect(result.status == 1, "\(command)")
            let ending = command[0] == "backup" ? ". Nothing was backed up" : ""
            let expected = Self.prefix(command, bistro) + "error: \(bistro.db) \(Self.newer)\(ending)\n"
            #expect(result.stderr == expected, "\(command): \(result.stderr)")
        }
        #expect(bistro.files("incoming") == ["2.json"])
        #expect(try Self.count("orders", in: bistro.db) == "1\n")
    }

    /// The commands that open a book: writers, readers, the report, the build, the backup.
    static func commands(_ bistro: OrderBookRunner) -> [[String]] {
        [
            ["process"], ["orders"], ["receipt", "web-1"], ["status", "web-1"], ["stock"],
            [
                "report", "--db", bistro.db, "--content", bistro.content, "--since", "2026-11-22", "--until",
                "2026-11-22",
            ],
            [
                "build", "--content", bistro.content, "--output", bistro.root + "/Site", "--db", bistro.db,
                "--now", bistro.now, "--quiet",
            ],
        ]
    }

    /// The refusal of a book with `change`, after its path.
    static func refusal(_ change: String) -> String {
        "is not as bistro's migrations made it: \(changes[change]!)"
    }

    /// The rows of `table` in the book at `db`, as Python prints them.
    static func count(_ table: String, in db: String) throws -> String {
        try OrderBookFileTests.python(db, "print(c.execute('SELECT count(*) FROM \(table)').fetchone()[0])")
    }

    /// How `command`'s error starts: `bistro build` places its errors at a file, as it does content's.
    static func prefix(_ command: [String], _ bistro: OrderBookRunner) -> String {
        command[0] == "build" ? "\(bistro.db):1:1: " : "bistro: "
    }

    /// Runs a fixture's SQL on the book at `db` with Python's sqlite3 module.
    static func apply(_ name: String, to db: String) throws {
        let script = try String(contentsOf: books.appendingPathComponent(name), encoding: .utf8)
        // Closed explicitly: a connection left to the interpreter's exit may leave the change in the WAL,
        // beside a file the test then copies alone.
        let python =
            "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1])\nc.executescript(sys.argv[2])\nc.commit()\nc.close()"
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", python, db, script],
            in: BistroRunner.packageRoot
        ).wait()
        #expect(result.status == 0, "\(result.stderr)")
    }
}
