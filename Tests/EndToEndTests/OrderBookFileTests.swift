import Foundation
import Testing

/// Issue 10, item 20: a zero-length `orders.sqlite` was silently taken as a new book (order numbers,
/// Message-IDs, stock and coupon counts started again). A new book is made only where no file exists; a file
/// that exists must be a Bistro order book, or every command stops, saying so, and leaves the file alone.
/// The files are in `Fixtures/hostile-guard/databases/`.
@Suite struct OrderBookFileTests {
    static let fixtures = BistroRunner.fixtures.appendingPathComponent("hostile-guard/databases")

    /// Runs Python's sqlite3 on `db` and returns what the script prints.
    static func python(_ db: String, _ script: String) throws -> String {
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1])\n" + script, db],
            in: BistroRunner.packageRoot
        ).wait()
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout
    }

    static let reasons = [
        "empty.db": "the file is empty",
        "not-sqlite.db": "it is not an SQLite database",
        "other-program.db": "it is another program's SQLite database (application_id 1869641843)",
        "no-bistro-tables.db": "it is an SQLite database without Bistro's tables",
    ]

    @Test(arguments: reasons.keys.sorted())
    func aFileThatIsNotABookStopsEveryCommand(fixture: String) throws {
        let bistro = try OrderBookRunner()
        let original = try Data(contentsOf: Self.fixtures.appendingPathComponent(fixture))
        try original.write(to: URL(fileURLWithPath: bistro.db))
        bistro.drop("1.json", orderJSON(id: "web-1"))
        let expected =
            "bistro: error: \(bistro.db) is not a Bistro order book: \(Self.reasons[fixture]!). A new book is made only where no file exists: move this file away, or pass --db to use another one\n"
        for command in [
            ["process"], ["orders"], ["stock"], ["receipt", "web-1"], ["status", "web-1"],
            ["stock", "set", "RC-BURG-01", "3"],
        ] {
            let result = try bistro.run(command)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr == expected, "\(command)")
        }
        let report = try bistro.run(
            ["report", "--db", bistro.db, "--content", OrderBookRunner.content], storeOptions: false)
        #expect(report.status == 1 && report.stderr.contains("is not a Bistro order book"), "\(report.stderr)")
        let build = try bistro.run(
            ["build", "--content", OrderBookRunner.content, "--output", bistro.root + "/Site", "--db", bistro.db],
            storeOptions: false)
        #expect(build.status == 1 && build.stderr.contains("is not a Bistro order book"), "\(build.stderr)")

        // The file is left as it was, nothing beside it, and the order waits.
        #expect(try Data(contentsOf: URL(fileURLWithPath: bistro.db)) == original)
        let beside = try FileManager.default.contentsOfDirectory(atPath: bistro.root).filter {
            $0.contains("orders.sqlite")
        }
        #expect(beside == ["orders.sqlite"])
        #expect(bistro.files("incoming") == ["1.json"])

        // Once the owner moves it away, the next run makes a new book, marked as Bistro's.
        try FileManager.default.removeItem(atPath: bistro.db)
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(try Self.python(bistro.db, "print(c.execute('PRAGMA application_id').fetchone()[0])") == "1112757330\n")
        let mode = try FileManager.default.attributesOfItem(atPath: bistro.db)[.posixPermissions] as? Int
        #expect(mode == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: bistro.root).filter { $0.contains("bistro-new") } == [])
    }

    /// A book made before books were marked (application_id 0) is still a book; its next writer marks it.
    @Test func aBookMadeBeforeTheMarkIsStillABook() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process"]).status == 0)
        _ = try Self.python(
            bistro.db,
            "c.execute('PRAGMA application_id = 0'); c.execute(\"DELETE FROM grdb_migrations WHERE identifier = 'v4-guard-application-id'\"); c.commit()"
        )
        #expect(try Self.python(bistro.db, "print(c.execute('PRAGMA application_id').fetchone()[0])") == "0\n")
        let listing = try bistro.run(["orders"])
        #expect(listing.status == 0 && listing.stdout.hasPrefix("RC-20261122-0001"), "\(listing.stderr)")
        bistro.drop("2.json", orderJSON(id: "web-2"))
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(try Self.python(bistro.db, "print(c.execute('PRAGMA application_id').fetchone()[0])") == "1112757330\n")
    }

    /// A book from before `v9-orders-status-check` (its orders' status checked with `IN (…)`) gets the
    /// rebuilt orders table from its next writer: every order, index and reference kept, the same check.
    @Test func aBookFromBeforeTheStatusCheckKeepsItsOrders() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        bistro.drop("2.json", orderJSON(id: "web-2", email: "grace@example.com", name: "Grace Hopper"))
        #expect(try bistro.run(["process"]).status == 0)
        let before = try Self.python(bistro.db, "print(list(c.execute('SELECT * FROM orders ORDER BY id')))")
        _ = try Self.python(
            bistro.db,
            """
            c.execute('ALTER TABLE orders DROP COLUMN table_id')
            c.execute('PRAGMA writable_schema = ON')
            sql = c.execute("SELECT sql FROM sqlite_master WHERE name = 'orders'").fetchone()[0]
            start = sql.index('CHECK ('); end = sql.index("'cancelled')", start) + len("'cancelled')")
            old = "CHECK (status IN ('received', 'preparing', 'ready', 'picked_up', 'cancelled'))"
            c.execute("UPDATE sqlite_master SET sql = ? WHERE name = 'orders'", (sql[:start] + old + sql[end:],))
            c.execute("DELETE FROM grdb_migrations WHERE identifier = 'v9-orders-status-check'")
            # Nor has such a book the later migrations' trigger on orders (v9 rebuilds the table, which drops it).
            c.execute("DROP TRIGGER daily_units_cancellation")
            c.execute("DROP TABLE daily_units")
            c.execute("DELETE FROM grdb_migrations WHERE identifier = 'v13-daily-units'")
            # Nor the later column of orders (v9's rebuild leaves it out; v16-dine-in adds it again).
            c.execute("DELETE FROM grdb_migrations WHERE identifier = 'v16-dine-in'")
            # Nor delivery (v17 adds the fee column and its tables again).
            c.execute('ALTER TABLE orders DROP COLUMN delivery_fee_cents')
            c.execute('DROP TABLE deliveries')
            c.execute('DROP TABLE drivers')
            c.execute("DELETE FROM grdb_migrations WHERE identifier = 'v17-delivery'")
            c.commit()
            """)
        #expect(
            try Self.python(
                bistro.db,
                "print('status IN' in c.execute(\"SELECT sql FROM sqlite_master WHERE name = 'orders'\").fetchone()[0])"
            ) == "True\n")

        bistro.drop("3.json", orderJSON(id: "web-3"))
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        let after = try Self.python(
            bistro.db, "print(list(c.execute('SELECT * FROM orders WHERE id <= 2 ORDER BY id')))")
        #expect(after == before)
        let schema = try Self.python(
            bistro.db,
            """
            print(c.execute("SELECT sql FROM sqlite_master WHERE name = 'orders'").fetchone()[0])
            print(sorted(r[0] for r in c.execute("SELECT name FROM sqlite_master WHERE tbl_name = 'orders' AND type = 'index'")))
            print(list(c.execute('PRAGMA foreign_key_check')), c.execute('PRAGMA integrity_check').fetchone()[0])
            """)
        #expect(schema.contains("CHECK (status = 'received' OR status = 'preparing'"))
        #expect(!schema.contains("status IN"))
        #expect(
            schema.contains(
                "['orders_client_order_id', 'orders_customer_day', 'orders_pickup', 'orders_ready_due', 'sqlite_autoindex_orders_1', "
                    + "'sqlite_autoindex_orders_2', 'sqlite_autoindex_orders_3', 'sqlite_autoindex_orders_4']"),
            "\(schema)")
        #expect(schema.hasSuffix("[] ok\n"), "\(schema)")
        let refused = try Self.python(
            bistro.db,
            """
            try:
                c.execute("UPDATE orders SET status = 'lost' WHERE id = 1")
            except sqlite3.IntegrityError as error:
                print(error)
            """)
        #expect(refused.hasPrefix("CHECK constraint failed"), "\(refused)")
        #expect(try bistro.run(["receipt", "web-1"]).status == 0)
    }

    /// A truncated book stops every command cleanly (exit 1, a message, no crash) and works again once the
    /// owner restores it.
    @Test func aTruncatedBookStopsCleanlyAndRecovers() throws {
        let bistro = try OrderBookRunner()
        for i in 1...40 { bistro.drop("\(i).json", orderJSON(id: "web-\(i)", email: "c\(i)@example.com")) }
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        let whole = try Data(contentsOf: URL(fileURLWithPath: bistro.db))
        try whole.prefix(whole.count / 2).write(to: URL(fileURLWithPath: bistro.db))
        bistro.drop("late.json", orderJSON(id: "late"))
        for command in [["process"], ["orders"], ["receipt", "web-40"]] {
            let result = try bistro.run(command)
            #expect(result.status == 1, "\(command)")
            #expect(result.stderr.hasPrefix("bistro: error: "), "\(command): \(result.stderr)")
        }
        #expect(bistro.files("incoming") == ["late.json"])
        try whole.write(to: URL(fileURLWithPath: bistro.db))
        #expect(
            try bistro.run(["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(try bistro.run(["orders"]).stdout.split(separator: "\n").count == 41)
    }
}
