import Foundation

/// One number read from an order book by Python's sqlite3 (the tests look into the book without Bistro).
enum BookQuery {
    static func integer(_ db: String, _ sql: String) throws -> Int? {
        let script = "import sqlite3, sys\nprint(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchone()[0])"
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, db, sql], in: BistroRunner.packageRoot
        ).wait()
        return Int(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Every row of `sql`, each an array of its values (JSON numbers, strings and nulls).
    static func rows(_ db: String, _ sql: String) throws -> [[Any]] {
        let script =
            "import json, sqlite3, sys\nprint(json.dumps(sqlite3.connect(sys.argv[1]).execute(sys.argv[2]).fetchall()))"
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, db, sql], in: BistroRunner.packageRoot
        ).wait()
        return (try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[Any]]) ?? []
    }

    /// Runs `statements` on the book: what no command writes yet, such as seating a booking. The exit status of
    /// Python, 0 when they ran.
    @discardableResult
    static func execute(_ db: String, _ statements: String) throws -> Int32 {
        let script = "import sqlite3, sys\nc = sqlite3.connect(sys.argv[1])\nc.executescript(sys.argv[2])\nc.commit()"
        return try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, db, statements],
            in: BistroRunner.packageRoot
        ).wait().status
    }
}
