import Foundation
import Testing

/// Issue 13: `bistro backup FILE` copies the order book while `bistro process` may be running (SQLite's
/// online backup API); `bistro restore FILE` puts a copy back, keeping the book it replaces.
@Suite struct BackupTests {
    static let hold = "BISTRO_TEST_HOLD_AFTER_CLAIM"

    /// Backup, more orders, restore: the book is exactly what was backed up, the replaced one is kept,
    /// and the files accepted after the backup, put back into incoming/, are recorded again.
    @Test func backupThenRestoreRoundTripsEveryOrder() throws {
        let bistro = try OrderBookRunner()
        for i in 0..<30 {
            bistro.drop(
                String(format: "a-%02d.json", i),
                orderJSON(id: "round-\(i)", email: "c\(i % 7)@example.com", quantity: 1 + i % 3))
        }
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        #expect(try bistro.run(["status", "round-3", "ready"]).status == 0)
        let before = try bistro.run(["orders", "--json"]).stdout
        try FileManager.default.createDirectory(atPath: bistro.root + "/backups", withIntermediateDirectories: true)
        let file = bistro.root + "/backups/orders.sqlite"

        let backup = try bistro.run(["backup", file])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.hasPrefix("Backed up 30 orders from \(bistro.db) to \(file) ("), "\(backup.stdout)")
        #expect(try FileManager.default.attributesOfItem(atPath: file)[.posixPermissions] as? Int == 0o600)
        #expect(try FileManager.default.contentsOfDirectory(atPath: bistro.root + "/backups") == ["orders.sqlite"])
        // One self-contained file: a rollback journal, not WAL.
        #expect(
            try OrderBookFileTests.python(file, "print(c.execute('PRAGMA journal_mode').fetchone()[0])") == "delete\n")

        for i in 0..<5 { bistro.drop(String(format: "b-%02d.json", i), orderJSON(id: "later-\(i)")) }
        #expect(try bistro.run(["process", "--quiet"]).status == 0)

        let restore = try bistro.run(["restore", file])
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(
            restore.stdout
                == "Restored 30 orders from \(file) to \(bistro.db); the book it replaced is kept as \(bistro.db).before-restore\n"
        )
        #expect(try bistro.run(["orders", "--json"]).stdout == before)
        let status = try bistro.run(["status", "round-3"])
        #expect(status.stdout.contains("ready"), "\(status.stdout)")
        let kept = try bistro.run(
            ["orders", "--db", bistro.db + ".before-restore", "--content", OrderBookRunner.content], storeOptions: false
        )
        #expect(kept.stdout.split(separator: "\n").count == 35, "\(kept.stderr)")
        #expect(FileManager.default.fileExists(atPath: file))

        // The five orders taken after the backup: their files, back in incoming/, are recorded again.
        for name in bistro.files("accepted") where name.hasPrefix("b-") {
            try FileManager.default.moveItem(
                atPath: bistro.spool + "/accepted/" + name, toPath: bistro.spool + "/incoming/" + name)
        }
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 5, rejected 0, duplicates 0; messages queued in the outbox 5 (no mail transport set)\n")
        #expect(try bistro.run(["orders"]).stdout.split(separator: "\n").count == 35)

        // A second restore keeps the book it replaces under the next free name, never over the first.
        let again = try bistro.run(["restore", file])
        #expect(again.stdout.hasSuffix("kept as \(bistro.db).before-restore.2\n"), "\(again.stdout) \(again.stderr)")
        #expect(try bistro.run(["orders", "--json"]).stdout == before)
    }

    /// A backup made while `bistro process` runs (held by the test hook after its orders are recorded,
    /// with the book open and the spool locked) holds every order; restore refuses meanwhile, both for the
    /// spool lock and, through another spool, for the open book, and changes nothing.
    @Test func backupWhileProcessRunsAndRestoreRefusesMeanwhile() throws {
        let bistro = try OrderBookRunner()
        for i in 0..<20 { bistro.drop("\(i).json", orderJSON(id: "held-\(i)")) }
        let holdFile = bistro.root + "/hold"
        _ = FileManager.default.createFile(atPath: holdFile, contents: nil)
        let run = try BistroRunner.start(
            ["process", "--spool", bistro.spool, "--db", bistro.db, "--now", bistro.now, "--content", bistro.content],
            in: URL(fileURLWithPath: bistro.root), environment: [Self.hold: holdFile])
        defer { try? FileManager.default.removeItem(atPath: holdFile) }
        var waited = 0
        while !FileManager.default.fileExists(atPath: holdFile + ".claimed"), waited < 6000 {
            usleep(10_000); waited += 1
        }
        try #require(FileManager.default.fileExists(atPath: holdFile + ".claimed"))

        let file = bistro.root + "/during.sqlite"
        let backup = try bistro.run(["backup", file])
        #expect(backup.status == 0, "\(backup.stderr)")
        #expect(backup.stdout.hasPrefix("Backed up 20 orders"), "\(backup.stdout)")

        let book = try Data(contentsOf: URL(fileURLWithPath: bistro.db))
        let locked = try bistro.run(["restore", file])
        #expect(locked.status == 1)
        #expect(
            locked.stderr.hasPrefix(
                "bistro: error: a `bistro process` is running on the spool \(bistro.spool) (process \(run.process.processIdentifier)): stop cron's bistro jobs"
            ), "\(locked.stderr)")
        try FileManager.default.createDirectory(atPath: bistro.root + "/other-spool", withIntermediateDirectories: true)
        let open = try bistro.run(
            ["restore", file, "--db", bistro.db, "--spool", bistro.root + "/other-spool"], storeOptions: false)
        #expect(open.status == 1)
        #expect(
            open.stderr
                == "bistro: error: \(bistro.db) is in use by another process (a `bistro process`, `build --db` or another command): stop cron's bistro jobs, wait for them to finish, and restore again. Nothing was restored\n"
        )
        #expect(try Data(contentsOf: URL(fileURLWithPath: bistro.db)) == book)
        #expect(!FileManager.default.fileExists(atPath: bistro.db + ".before-restore"))
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: bistro.root).filter { $0.contains("bistro-") }.isEmpty)

        try FileManager.default.removeItem(atPath: holdFile)
        #expect(run.wait().status == 0)
        let restore = try bistro.run(["restore", file])
        #expect(restore.status == 0, "\(restore.stderr)")
        #expect(try bistro.run(["orders"]).stdout.split(separator: "\n").count == 20)
    }

    /// A backup taken right after a batch's commit, before its files moved (the run is stopped there by
    /// the test hook), is a book the spool agrees with once restored: the next run recognises every file
    /// as recorded, moves it, and records nothing twice.
    @Test func aBackupBetweenCommitAndMoveRestoresToABookTheSpoolAgreesWith() throws {
        let bistro = try OrderBookRunner()
        for i in 0..<50 {
            bistro.drop(
                String(format: "%03d.json", i), orderJSON(id: "cut-\(i)", sku: i % 5 == 0 ? "RC-NOPE" : "RC-BURG-01"))
        }
        let crashed = try bistro.run(["process"], environment: ["BISTRO_TEST_CRASH_AFTER_COMMIT": "1"])
        #expect(crashed.status == 75)
        #expect(bistro.files("incoming").count == 50)
        let file = bistro.root + "/cut.sqlite"
        #expect(try bistro.run(["backup", file]).stdout.hasPrefix("Backed up 40 orders"))
        try FileManager.default.removeItem(atPath: bistro.db)
        let restore = try bistro.run(["restore", file])
        #expect(restore.stdout == "Restored 40 orders from \(file) to \(bistro.db)\n", "\(restore.stderr)")
        let final = try bistro.run(["process", "--quiet"])
        #expect(final.status == 0, "\(final.stderr)")
        #expect(bistro.files("incoming").isEmpty)
        #expect(bistro.files("accepted").count == 40)
        #expect(bistro.files("rejected").count == 20)
        #expect(try bistro.run(["orders"]).stdout.split(separator: "\n").count == 40)
    }

    /// Backups taken one after another while `bistro process` records 3,000 files: every one is
    /// internally consistent (integrity, foreign keys, every order with its lines, a redemption for every
    /// coupon order) and holds an order for every file that was in accepted/ before it started.
    @Test func backupsDuringAProcessRunAreConsistent() throws {
        let bistro = try OrderBookRunner()
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        for i in 0..<3000 {
            let text =
                i % 9 == 0
                ? orderJSON(id: "mid-\(i)", sku: "RC-NOPE")
                : orderJSON(
                    id: "mid-\(i)", email: "m\(i % 301)@example.com", quantity: 1 + i % 4,
                    extra: i % 7 == 0 ? #", "coupon": "WELCOME10""# : "")
            bistro.drop(String(format: "%05d.json", i), text)
        }
        try FileManager.default.createDirectory(atPath: bistro.root + "/backups", withIntermediateDirectories: true)
        let run = try bistro.start(["process", "--quiet"])
        var taken: [(file: String, acceptedBefore: [String])] = []
        var duringRun = 0
        // Spread over the run (seconds with the debug build), at most 16.
        while run.process.isRunning || taken.isEmpty, taken.count < 16 {
            if !taken.isEmpty { usleep(150_000) }
            let acceptedBefore = bistro.files("accepted")
            let file = bistro.root + "/backups/\(taken.count).sqlite"
            let backup = try bistro.run(["backup", file])
            #expect(backup.status == 0, "\(backup.stderr)")
            if run.process.isRunning { duringRun += 1 }
            taken.append((file, acceptedBefore))
        }
        #expect(run.wait().status == 0)
        #expect(duringRun >= 1)
        for (file, acceptedBefore) in taken {
            let check = try OrderBookFileTests.python(
                file,
                """
                print(c.execute('PRAGMA integrity_check').fetchone()[0])
                print(len(c.execute('PRAGMA foreign_key_check').fetchall()))
                print(c.execute('SELECT count(*) FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_lines l WHERE l.order_id = o.id)').fetchone()[0])
                print(c.execute('SELECT (SELECT count(*) FROM orders WHERE coupon_code IS NOT NULL) - (SELECT count(*) FROM coupon_redemptions)').fetchone()[0])
                for (name,) in c.execute('SELECT source_file FROM orders'): print(name)
                """)
            let lines = check.split(separator: "\n").map(String.init)
            #expect(Array(lines.prefix(4)) == ["ok", "0", "0", "0"], "\(file)")
            let recorded = Set(lines.dropFirst(4))
            #expect(recorded.count == lines.count - 4, "\(file): a file recorded twice")
            let missing = acceptedBefore.filter { !recorded.contains($0) }
            #expect(missing.isEmpty, "\(file) lacks \(missing.prefix(5))")
        }
    }

    /// Refusals: an existing FILE without --force, a book that is not a Bistro order book, a backup that
    /// is not one or is damaged. Nothing is written in each case.
    @Test func backupAndRestoreRefuseWhatTheyShouldNotDo() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        let file = bistro.root + "/backup.sqlite"
        _ = FileManager.default.createFile(atPath: file, contents: Data("keep me".utf8))
        let exists = try bistro.run(["backup", file])
        #expect(exists.status == 1)
        #expect(exists.stderr == "bistro: error: \(file) exists: pass --force to replace it\n")
        #expect(try Data(contentsOf: URL(fileURLWithPath: file)) == Data("keep me".utf8))
        let forced = try bistro.run(["backup", file, "--force"])
        #expect(forced.status == 0 && forced.stdout.hasPrefix("Backed up 1 order from"), "\(forced.stderr)")

        // The source must be a Bistro order book: the same words as every other command.
        let notABook = bistro.root + "/other.db"
        try Data(contentsOf: OrderBookFileTests.fixtures.appendingPathComponent("other-program.db")).write(
            to: URL(fileURLWithPath: notABook))
        let refused = try bistro.run(["backup", bistro.root + "/x.sqlite", "--db", notABook], storeOptions: false)
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "bistro: error: \(notABook) is not a Bistro order book: it is another program's SQLite database (application_id 1869641843). A new book is made only where no file exists: move this file away, or pass --db to use another one\n"
        )
        #expect(!FileManager.default.fileExists(atPath: bistro.root + "/x.sqlite"))
        let missing = try bistro.run(
            ["backup", bistro.root + "/x.sqlite", "--db", bistro.root + "/none.sqlite"], storeOptions: false)
        #expect(
            missing.status == 1 && missing.stderr == "bistro: error: no order database at \(bistro.root)/none.sqlite\n")

        // A backup that is not a book, or is damaged, is refused and the book stays as it was.
        let book = try Data(contentsOf: URL(fileURLWithPath: bistro.db))
        for fixture in ["empty.db", "not-sqlite.db", "no-bistro-tables.db"] {
            let bad = bistro.root + "/" + fixture
            try Data(contentsOf: OrderBookFileTests.fixtures.appendingPathComponent(fixture)).write(
                to: URL(fileURLWithPath: bad))
            let result = try bistro.run(["restore", bad])
            #expect(result.status == 1)
            #expect(
                result.stderr.hasPrefix("bistro: error: \(bad) is not a Bistro order book: ")
                    && result.stderr.hasSuffix(". Nothing was restored\n"), "\(result.stderr)")
        }
        let damaged = bistro.root + "/damaged.sqlite"
        var bytes = try Data(contentsOf: URL(fileURLWithPath: file))
        // Page 2 onwards overwritten: the header still says SQLite, the tables do not hold.
        for i in 4096..<min(bytes.count, 4096 * 3) { bytes[i] = 0x5A }
        try bytes.write(to: URL(fileURLWithPath: damaged))
        let broken = try bistro.run(["restore", damaged])
        #expect(broken.status == 1)
        #expect(broken.stderr.hasPrefix("bistro: error: "), "\(broken.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: bistro.db)) == book)
        let beside = try FileManager.default.contentsOfDirectory(atPath: bistro.root).filter {
            $0.hasPrefix(".") || $0.contains("before-restore")
        }
        #expect(beside.isEmpty, "\(beside)")
    }

    /// A backup made by an older bistro (here: a book from before books were marked) is restored as it
    /// is and brought up to date by the next writer.
    @Test func anOlderBackupIsMigratedOnTheNextOpen() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        let file = bistro.root + "/old.sqlite"
        #expect(try bistro.run(["backup", file]).status == 0)
        _ = try OrderBookFileTests.python(
            file,
            "c.execute('PRAGMA application_id = 0'); c.execute(\"DELETE FROM grdb_migrations WHERE identifier = 'v4-guard-application-id'\"); c.commit()"
        )
        #expect(try bistro.run(["restore", file]).status == 0)
        #expect(
            try OrderBookFileTests.python(bistro.db, "print(c.execute('PRAGMA application_id').fetchone()[0])") == "0\n"
        )
        bistro.drop("2.json", orderJSON(id: "web-2"))
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(
            try OrderBookFileTests.python(bistro.db, "print(c.execute('PRAGMA application_id').fetchone()[0])")
                == "1112757330\n")
        #expect(
            try OrderBookFileTests.python(bistro.db, "print(c.execute('PRAGMA journal_mode').fetchone()[0])") == "wal\n"
        )
    }
}
