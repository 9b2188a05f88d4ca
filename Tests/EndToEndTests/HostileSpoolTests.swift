import Foundation
import Testing

/// Spools that broke `bistro process` in the hardening campaign (issue 10), with the real binary; the inputs
/// are in `Fixtures/hostile-spool/` (see its README).
@Suite struct HostileSpoolTests {
    /// A malformed file with a 235- to 255-byte name made the sidecar's name too long: every run failed and
    /// every other file waited forever. Now each is rejected with a sidecar whose name fits, and a second
    /// file with the longest name gets a shortened ".2" name.
    @Test func longNamesAreRejectedAndTheRestGoOn() throws {
        let bistro = try OrderBookRunner()
        let malformed = try HostileSpool.fixture("long-name.json")
        let incoming = bistro.spool + "/incoming"
        let longest = Array(("long-" + String(repeating: "x", count: 245) + ".json").utf8)
        let names: [[UInt8]] = [
            Array(("long-" + String(repeating: "x", count: 225) + ".json").utf8),
            Array(("long-" + String(repeating: "x", count: 240) + ".json").utf8),
            longest,
            Array((String(repeating: "é", count: 125) + ".json").utf8),
        ]
        #expect(names.map(\.count) == [235, 250, 255, 255])
        for name in names { try HostileSpool.create(in: incoming, name: name, contents: malformed) }
        bistro.drop("valid.json", orderJSON(id: "valid"))

        let run = try bistro.run(["process"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stderr == "")
        #expect(run.stdout.hasPrefix("Accepted 1, rejected 4 "))
        #expect(bistro.files("incoming").isEmpty)
        #expect(bistro.files("accepted") == ["valid.json"])
        let rejected = HostileSpool.names(in: bistro.spool + "/rejected")
        #expect(rejected.count == 8)
        #expect(rejected.allSatisfy { $0.count <= 255 })
        for name in names { #expect(rejected.contains(name)) }
        let sidecars = HostileSpool.sidecars(bistro)
        #expect(Set(sidecars.keys) == Set(names.map { String(decoding: $0, as: UTF8.self) }))
        #expect(sidecars.values.allSatisfy { HostileSpool.codes($0) == ["malformed_json"] })

        // The longest name again: its ".2" name is shortened to fit, and so is its sidecar's.
        try HostileSpool.create(in: incoming, name: longest, contents: Data("[]".utf8))
        let again = try bistro.run(["process", "--json"])
        #expect(again.status == 0, "\(again.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        #expect(summary["rejected"] as? Int == 1)
        let after = HostileSpool.names(in: bistro.spool + "/rejected")
        #expect(after.count == 10 && after.allSatisfy { $0.count <= 255 })
        let second = try #require(
            after.first { !rejected.contains($0) && !$0.suffix(11).elementsEqual(".error.json".utf8) })
        #expect(second.count == 255 && second.suffix(2).elementsEqual(".2".utf8))
        #expect(
            HostileSpool.codes(HostileSpool.sidecars(bistro)[String(decoding: second, as: UTF8.self)]) == ["wrong_type"]
        )
    }

    /// A name that is not UTF-8 used to vanish (turned into a `String`, then not found). Now such files are
    /// accepted or rejected like any other, shown with `\xHH` escapes, and keep their bytes when moved.
    @Test func namesThatAreNotUTF8AreHandledLikeAnyOther() throws {
        let bistro = try OrderBookRunner()
        let incoming = bistro.spool + "/incoming"
        let good: [UInt8] = Array("caf".utf8) + [0xE9] + Array(" \\ ".utf8) + [0xFF] + Array(".json".utf8)
        let bad: [UInt8] = Array("bad-".utf8) + [0xFE, 0x01] + Array(".json".utf8)
        try HostileSpool.create(in: incoming, name: good, contents: HostileSpool.fixture("non-utf8-name.json"))
        try HostileSpool.create(in: incoming, name: bad, contents: HostileSpool.fixture("non-utf8-name-malformed.json"))

        let run = try bistro.run(["process", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let orders = summary["orders"] as? [[String: Any]] ?? []
        #expect(orders.map { $0["file"] as? String } == [#"caf\xe9 \\ \xff.json"#])
        let rejections = summary["rejections"] as? [[String: Any]] ?? []
        #expect(rejections.map { $0["file"] as? String } == [#"bad-\xfe\x01.json"#])
        #expect(HostileSpool.names(in: incoming).isEmpty)
        #expect(HostileSpool.names(in: bistro.spool + "/accepted") == [good])
        #expect(HostileSpool.names(in: bistro.spool + "/rejected") == [bad, bad + Array(".error.json".utf8)])
        #expect(HostileSpool.codes(HostileSpool.sidecars(bistro)[#"bad-\xfe\x01.json"#]) == ["malformed_json"])
        let listed = try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        #expect(listed.map { $0["orderId"] as? String } == ["non-utf8-name"])
    }

    /// A rejected `y.json.error.json` was overwritten by the sidecar of a later rejected `y.json`. Neither
    /// a sidecar nor a moved file may replace anything in `rejected/`.
    @Test func aSidecarNeverReplacesASpoolFile() throws {
        let bistro = try OrderBookRunner()
        let lookalike = try HostileSpool.fixture("y.json.error.json")
        bistro.drop("y.json.error.json", lookalike)
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        bistro.drop("y.json", try HostileSpool.fixture("y.json"))
        #expect(try bistro.run(["process", "--quiet"]).status == 0)
        #expect(
            bistro.files("rejected") == [
                "y.json.2", "y.json.2.error.json", "y.json.error.json", "y.json.error.json.error.json",
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/y.json.error.json")) == lookalike)
        #expect(
            try Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/y.json.2"))
                == HostileSpool.fixture("y.json"))
        let sidecar =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: URL(fileURLWithPath: bistro.spool + "/rejected/y.json.2.error.json")))
            as? [String: Any]
        #expect(sidecar?["file"] as? String == "y.json.2")

        // The other way round: the sidecar of y.json stays, the lookalike becomes ".2".
        let other = try OrderBookRunner()
        other.drop("y.json", try HostileSpool.fixture("y.json"))
        #expect(try other.run(["process", "--quiet"]).status == 0)
        let sidecarBytes = try Data(contentsOf: URL(fileURLWithPath: other.spool + "/rejected/y.json.error.json"))
        other.drop("y.json.error.json", lookalike)
        #expect(try other.run(["process", "--quiet"]).status == 0)
        #expect(
            other.files("rejected") == [
                "y.json", "y.json.error.json", "y.json.error.json.2", "y.json.error.json.2.error.json",
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: other.spool + "/rejected/y.json.error.json")) == sidecarBytes)
    }

    /// A kill while a sidecar was being written left `tmp/.NAME.error.json.PID.tmp` for ever. A run now
    /// removes the sidecars killed runs left, and `bistro submit` files older than an hour, nothing else.
    @Test func leftoversOfKilledRunsAreRemoved() throws {
        let bistro = try OrderBookRunner()
        let tmp = bistro.spool + "/tmp"
        try FileManager.default.createDirectory(atPath: tmp, withIntermediateDirectories: true)
        let leftovers = [
            ".x.json.error.json.4242.tmp", ".sidecar.4242.1.tmp", ".1700000000.M1P2Q3R4.host.json.4242.tmp",
            ".submit.4242.7.tmp",
        ]
        let kept = [".submit.4243.1.tmp", "notes.txt"]
        for name in leftovers + kept {
            #expect(FileManager.default.createFile(atPath: tmp + "/" + name, contents: Data()))
        }
        let twoHoursAgo = Date(timeIntervalSinceNow: -7200)
        for name in leftovers.suffix(2) {
            try FileManager.default.setAttributes([.modificationDate: twoHoursAgo], ofItemAtPath: tmp + "/" + name)
        }
        bistro.drop("bad.json", "{")
        let run = try bistro.run(["process", "--quiet"])
        #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run.stdout) \(run.stderr)")
        #expect(bistro.files("tmp") == kept.sorted())
    }

    /// A 0.96 MB order with 88,000 unknown keys gave a 14 MB sidecar, a 9 MB mail, 37 MB of database and a
    /// 1.3 MB summary. Every place now keeps the first 50 reasons and says how many more there were.
    @Test func reasonsAreCappedEverywhere() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("many-unknown-keys.json", try HostileSpool.fixture("many-unknown-keys.json"))
        var huge =
            #"{"orderId": "huge", "customer": {"name": "Alice", "email": "alice@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 1}]"#
        for key in 0..<88_000 { huge += ",\"k\(key)\":1" }
        huge += "}"
        #expect((900_000...1_000_000).contains(huge.utf8.count))
        bistro.drop("huge.json", huge)

        let run = try bistro.run(["process", "--json"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.utf8.count < 20_000)
        let summary = try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        let codes = Dictionary(
            uniqueKeysWithValues: (summary["rejections"] as? [[String: Any]] ?? []).map {
                ($0["file"] as? String ?? "", $0["codes"] as? [String] ?? [])
            })
        let capped = Array(repeating: "unknown_field", count: 50) + ["too_many_problems"]
        #expect(codes == ["many-unknown-keys.json": capped, "huge.json": capped])

        let sidecars = HostileSpool.sidecars(bistro)
        for (file, more) in [("many-unknown-keys.json", 70), ("huge.json", 87_950)] {
            #expect(HostileSpool.codes(sidecars[file]) == capped)
            let last = (sidecars[file]?["errors"] as? [[String: Any]])?.last?["message"] as? String
            #expect(last == "and \(more) more problems; only the first 50 of a file are listed")
            let size =
                try FileManager.default.attributesOfItem(atPath: bistro.spool + "/rejected/\(file).error.json")[.size]
                as? Int ?? 0
            #expect(size < 16_000, "\(file).error.json has \(size) bytes")
        }
        // The rejection mails (to alice@example.com) are as short.
        let outbox = bistro.spool + "/outbox/new"
        let mails = try FileManager.default.contentsOfDirectory(atPath: outbox)
        #expect(!mails.isEmpty)
        for mail in mails {
            let size = try FileManager.default.attributesOfItem(atPath: outbox + "/" + mail)[.size] as? Int ?? 0
            #expect(size < 32_000, "\(mail) has \(size) bytes")
        }
        // And the order book: 51 reasons a file, a few kilobytes.
        let report = try #require(try bistro.json(["report", "--format", "json"]) as? [String: Any])
        let byCode = Dictionary(
            uniqueKeysWithValues: (report["rejections"] as? [[String: Any]] ?? []).map {
                ($0["code"] as? String ?? "", $0["count"] as? Int ?? 0)
            })
        #expect(byCode == ["unknown_field": 2, "too_many_problems": 2])
        let bookBytes = [bistro.db, bistro.db + "-wal"].compactMap {
            try? FileManager.default.attributesOfItem(atPath: $0)[.size] as? Int
        }.reduce(0, +)
        #expect(bookBytes < 2_000_000, "the order book has \(bookBytes) bytes")
    }
}
