import Foundation
import Testing

/// A file `bistro process` cannot move (another user's file in a sticky `incoming/`, as spool folders
/// shared between users are) made every run exit 1 before delivering any mail, and every other file wait.
/// Now it is skipped and reported once, the others go on, and it moves once it can. The processor runs as
/// `nobody` while the files are root's, so the test needs root (and `setpriv`).
@Suite struct UnmovableFileTests {
    static let nobody: uid_t = 65534
    static let setpriv = "/usr/bin/setpriv"

    @Test(
        .enabled(
            if: getuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv),
            "needs root and setpriv to run as another user"))
    func aFileThatCannotBeMovedIsSkippedAndReportedOnce() throws {
        let bistro = try OrderBookRunner()
        let incoming = bistro.spool + "/incoming"
        // The spool is nobody's, but incoming/ is root's, world-writable and sticky (like /tmp).
        for path in [bistro.root, bistro.spool] { #expect(chown(path, Self.nobody, Self.nobody) == 0) }
        #expect(chmod(incoming, 0o1777) == 0)
        // Root's files: readable by all but not movable by nobody (sticky folder); one not even readable.
        for name in ["unmovable.json", "unmovable-malformed.json", "unreadable.json"] {
            try HostileSpool.fixture(name).write(to: URL(fileURLWithPath: incoming + "/" + name))
        }
        #expect(chmod(incoming + "/unreadable.json", 0o600) == 0)
        bistro.drop("valid.json", orderJSON(id: "valid"))
        #expect(chown(incoming + "/valid.json", Self.nobody, Self.nobody) == 0)

        let first = try runAsNobody(bistro)
        #expect(first.status == 0, "\(first.stderr)")
        #expect(
            first.stdout
                == "Accepted 2, rejected 1 (unmovable-malformed.json: malformed_json), duplicates 0; messages queued in the outbox 2 (no mail transport set)\n"
        )
        let warnings = first.stderr.split(separator: "\n")
        #expect(warnings.count == 3, "\(first.stderr)")
        for name in ["unmovable.json", "unmovable-malformed.json", "unreadable.json"] {
            #expect(
                warnings.filter {
                    $0.hasPrefix("bistro: warning: left in incoming/")
                        && ($0.contains("/incoming/\(name):") || $0.contains("/incoming/\(name) to "))
                }.count == 1, "\(name): \(first.stderr)")
        }
        #expect(bistro.files("accepted") == ["valid.json"])
        #expect(bistro.files("rejected") == [], "no sidecar without its file")
        #expect(bistro.files("incoming") == ["unmovable-malformed.json", "unmovable.json", "unreadable.json"])

        // The next runs say nothing about them and count nothing twice.
        let second = try runAsNobody(bistro)
        #expect(second.status == 0)
        #expect(second.stderr == "")
        #expect(second.stdout == "Accepted 0, rejected 0, duplicates 0\n")
        #expect(try runAsNobody(bistro, quiet: true).stdout == "")

        // Once the owner hands them over, they move; the unreadable one is read and accepted now.
        for name in ["unmovable.json", "unmovable-malformed.json", "unreadable.json"] {
            #expect(chown(incoming + "/" + name, Self.nobody, Self.nobody) == 0)
        }
        let third = try runAsNobody(bistro)
        #expect(third.status == 0, "\(third.stderr)")
        #expect(third.stderr == "")
        #expect(
            third.stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        #expect(bistro.files("incoming").isEmpty)
        #expect(bistro.files("accepted") == ["unmovable.json", "unreadable.json", "valid.json"])
        #expect(bistro.files("rejected") == ["unmovable-malformed.json", "unmovable-malformed.json.error.json"])
        let orders = try #require(try bistro.json(["orders", "--json"]) as? [[String: Any]])
        #expect(Set(orders.compactMap { $0["orderId"] as? String }) == ["valid", "unmovable", "unreadable"])
    }

    private func runAsNobody(_ bistro: OrderBookRunner, quiet: Bool = false) throws -> BistroRunner.Result {
        let arguments =
            [
                "--reuid=\(Self.nobody)", "--regid=\(Self.nobody)", "--clear-groups", BistroRunner.binary.path,
                "process",
                "--spool", bistro.spool, "--db", bistro.db, "--now", bistro.now, "--content", bistro.content,
            ] + (quiet ? ["--quiet"] : [])
        return try RunningChild(URL(fileURLWithPath: Self.setpriv), arguments, in: URL(fileURLWithPath: bistro.root))
            .wait()
    }
}
