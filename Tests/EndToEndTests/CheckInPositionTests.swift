import Foundation
import Testing

/// Issue 23: rejected check-ins kept the customer's exact position on disk (10 check-ins on a cancelled
/// order left 10 files with latitude and longitude in spool/rejected/), while the receipt page promises
/// "we keep that distance, not your position". Now no coordinate is written anywhere, whatever the
/// outcome: `bistro serve` turns the position into a distance before it writes the check-in file, a
/// check-in file leaves incoming/ without its position, the book has no coordinate columns, and no output
/// prints them.
@Suite struct CheckInPositionTests {
    /// Positions with digits found nowhere else: near the demo restaurant (43.6532, -79.3832), 2.5 km
    /// away, and about 100 m away for the cancelled order.
    static let near = (43.6532419, -79.3832573)
    static let far = (43.6717385, -79.4012267)
    static let cancelled = (43.6540871, -79.3826913)
    static let outOfRange = -279.4012267

    static func body(_ token: String, _ place: (Double, Double)) -> String {
        #"{"token": "\#(token)", "latitude": \#(place.0), "longitude": \#(place.1)}"#
    }

    static func file(_ order: String, _ place: (Double, Double), email: String) -> String {
        #"{"checkIn": {"orderNumber": "\#(order)", "email": "\#(email)", "#
            + #""latitude": \#(place.0), "longitude": \#(place.1)}}"#
    }

    static let hostile = BistroRunner.fixtures.appendingPathComponent("hostile-checkins")

    /// The coordinates as text (their digits after the point) and as the 8 bytes of a double, both ways round.
    static var needles: [(String, [UInt8])] {
        let values = [near.0, near.1, far.0, far.1, cancelled.0, cancelled.1, outOfRange]
        return values.flatMap { value -> [(String, [UInt8])] in
            let digits = String(String(value).split(separator: ".")[1])
            let bits = value.bitPattern
            let little = (0..<8).map { UInt8(truncatingIfNeeded: bits >> (8 * $0)) }
            return [
                ("\(value) as text", Array(digits.utf8)), ("\(value) as a double", little),
                ("\(value) as a double", little.reversed()),
            ]
        }
    }

    static func found(in bytes: [UInt8]) -> [String] {
        needles.filter { _, needle in
            bytes.count >= needle.count
                && (0...(bytes.count - needle.count)).contains { start in
                    bytes[start] == needle[0] && bytes[start..<(start + needle.count)].elementsEqual(needle)
                }
        }.map(\.0)
    }

    @Test func noCheckInLeavesItsPositionAnywhere() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-a"))
        bistro.drop("2.json", orderJSON(id: "web-b", email: "bob@example.com", name: "Bob"))
        bistro.drop("3.json", orderJSON(id: "web-c", email: "cy@example.com", name: "Cy"))
        #expect(try bistro.run(["process"]).status == 0)
        #expect(try bistro.run(["status", "web-a", "cancelled", "--reason", "out of buns"]).status == 0)
        func token(_ id: String) throws -> String {
            let receipt = try bistro.json(["receipt", id, "--format", "json"]) as? [String: Any]
            return try #require(receipt?["receiptToken"] as? String)
        }
        let (cancelledToken, bobToken) = (try token("web-a"), try token("web-b"))

        // Over HTTP: 10 check-ins on the cancelled order, 3 too far, one near, one more.
        let shop = try OrderServer(extra: ["--rate-limit", "0", "--verbose"], runner: bistro)
        var answers: [HTTPExchange] = []
        do {
            defer { shop.server.stop() }
            func checkIn(_ token: String, _ place: (Double, Double)) throws {
                answers.append(try shop.post(Self.body(token, place), to: "/api/check-ins"))
            }
            for _ in 0..<10 { try checkIn(cancelledToken, Self.cancelled) }
            for _ in 0..<3 { try checkIn(bobToken, Self.far) }
            try checkIn(bobToken, Self.near)
            try checkIn(bobToken, Self.near)
        }
        #expect(
            answers.prefix(10).allSatisfy { answer in
                answer.status == 409 && answer.json["code"] as? String == "checkin_order_cancelled"
            }, "\(answers.first?.body ?? "")")
        #expect(
            answers[10..<13].allSatisfy { answer in
                answer.json["status"] as? String == "too_far" && (answer.json["distanceMeters"] as? Int ?? 0) > 2000
            })
        #expect(answers[13].json["status"] as? String == "preparing", "\(answers[13].body)")
        #expect(answers[13].json["distanceMeters"] as? Int ?? 99 < 10)
        #expect(answers[14].json["status"] as? String == "already_started")

        // As files: 10 on the cancelled order, too far and near for Cy's, and hostile ones.
        for index in 0..<10 {
            bistro.drop("a-\(index).json", Self.file("RC-20261122-0001", Self.cancelled, email: "ada@example.com"))
        }
        bistro.drop("c-1.json", Self.file("RC-20261122-0003", Self.far, email: "cy@example.com"))
        bistro.drop("c-2.json", Self.file("RC-20261122-0003", Self.near, email: "cy@example.com"))
        bistro.drop("c-3.json", Self.file("RC-20261122-0003", Self.near, email: "cy@example.com"))
        for name in ["malformed", "unknown-keys", "strings", "out-of-range"] {
            bistro.drop("h-\(name).json", try Data(contentsOf: Self.hostile.appendingPathComponent(name + ".json")))
        }
        let run = try bistro.run(["process", "--verbose", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(bistro.files("incoming").isEmpty)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let codes = Dictionary(
            (summary["rejections"] as? [[String: Any]] ?? []).map {
                ($0["file"] as? String ?? "", Set($0["codes"] as? [String] ?? []))
            }, uniquingKeysWith: { a, _ in a })
        #expect(codes["h-malformed.json"] == ["malformed_json"], "\(codes)")
        #expect(codes["h-unknown-keys.json"] == ["unknown_field", "invalid_coordinates"], "\(codes)")
        #expect(codes["h-strings.json"] == ["invalid_coordinates"])
        #expect(codes["h-out-of-range.json"] == ["invalid_coordinates"])
        let rejected = bistro.files("rejected").filter { !$0.hasSuffix(".error.json") }
        #expect(rejected.filter { $0.hasPrefix("a-") || $0.hasPrefix("h-") }.count == 14, "\(rejected)")
        #expect(bistro.files("accepted").filter { $0.hasPrefix("c-") }.count == 3)
        // What stays of a check-in file names its order, never its place.
        let kept = try String(contentsOfFile: bistro.spool + "/rejected/a-0.json", encoding: .utf8)
        #expect(kept == #"{"checkIn":{"orderNumber":"RC-20261122-0001","email":"ada@example.com"}}"# + "\n")

        // Nothing on disk under the test's folder (spool, book and its journal, site, outbox), and nothing printed.
        var leaks: [String] = []
        let root = URL(fileURLWithPath: bistro.root)
        for (path, data) in BistroRunner.snapshot(root) {
            leaks += Self.found(in: Array(data)).map { "\(path): \($0)" }
        }
        let dump = try OrderBookFileTests.python(bistro.db, "print('\\n'.join(c.iterdump()))")
        #expect(dump.contains("CREATE TABLE") && dump.contains("checkins"))
        let outputs = [
            ("server stdout", shop.server.stdout), ("server stderr", shop.server.stderr),
            ("process stdout", run.stdout), ("process stderr", run.stderr), ("book dump", dump),
        ]
        for (name, text) in outputs {
            leaks += Self.found(in: Array(text.utf8)).map { "\(name): \($0)" }
        }
        #expect(leaks.isEmpty, "\(leaks)")
        let columns = try OrderBookFileTests.python(
            bistro.db,
            "print([r[1] for r in c.execute('PRAGMA table_info(checkins)')])")
        #expect(!columns.contains("latitude") && !columns.contains("longitude"), "\(columns)")
        #expect(columns.contains("distance_meters"))
    }

    /// A book from before migration `v11-checkins-without-position` whose `checkins` rows hold positions
    /// (the columns of `v2-pickup`, filled as an older bistro might have): the next writer empties and drops
    /// them, and the file keeps no trace of the values.
    @Test func aBookWithPositionsLosesThemOnItsNextWrite() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process"]).status == 0)
        bistro.checkIn("c.json", order: "RC-20261122-0001", metersNorth: 10)
        #expect(try bistro.run(["process"]).status == 0)
        _ = try OrderBookFileTests.python(
            bistro.db,
            """
            c.executescript('''
                CREATE TABLE old_checkins (id INTEGER PRIMARY KEY, order_id INTEGER REFERENCES orders(id),
                    source_file TEXT NOT NULL, content_key TEXT NOT NULL, email TEXT, latitude REAL, longitude REAL,
                    distance_meters INTEGER, outcome TEXT NOT NULL, checked_in_at TEXT NOT NULL,
                    UNIQUE (source_file, content_key));
                INSERT INTO old_checkins SELECT id, order_id, source_file, content_key, email, \(Self.far.0),
                    \(Self.far.1), distance_meters, outcome, checked_in_at FROM checkins;
                DROP TABLE checkins;
                ALTER TABLE old_checkins RENAME TO checkins;
                DELETE FROM grdb_migrations WHERE identifier = 'v11-checkins-without-position';
            ''')
            c.commit()
            """)
        let before = try OrderBookFileTests.python(
            bistro.db, "print(c.execute('SELECT latitude FROM checkins').fetchall())")
        #expect(before.contains("43.6717385"), "\(before)")
        let book = { () -> [UInt8] in
            BistroRunner.snapshot(URL(fileURLWithPath: bistro.root)).filter { $0.key.hasPrefix("orders.sqlite") }
                .values.flatMap { Array($0) }
        }
        #expect(!Self.found(in: book()).isEmpty, "the doubles are found in the file before the migration")
        let run = try bistro.run(["process"])
        #expect(run.status == 0, "\(run.stderr)")
        let columns = try OrderBookFileTests.python(
            bistro.db,
            "print([r[1] for r in c.execute('PRAGMA table_info(checkins)')])")
        #expect(!columns.contains("latitude") && !columns.contains("longitude"), "\(columns)")
        #expect(try bistro.run(["status", "web-1"]).stdout.contains("preparing"))
        #expect(Self.found(in: book()).isEmpty)
    }
}
