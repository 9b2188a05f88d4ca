import Foundation
import Testing

/// Issue 10, item 13: once the database was read-only, `orders` and `stock` left `-wal` and `-shm` files at
/// mode 0444, and `process` kept failing after the owner made the database writable again. Commands that
/// only read open the book read-only and leave nothing beside it; `process` refuses a read-only book with a
/// plain message, and repairs side files that a reader left read-only.
///
/// File modes do not stop root, so as root the commands run as `nobody` (through util-linux's setpriv),
/// in a folder given to that user.
@Suite struct ReadOnlyBookTests {
    static let runsAsRoot = getuid() == 0
    static let setpriv = "/usr/bin/setpriv"
    static let canDropPrivileges = !runsAsRoot || FileManager.default.isExecutableFile(atPath: setpriv)

    /// Runs `bistro ARGS` (as nobody when the tests run as root) in the runner's folder.
    static func run(_ bistro: OrderBookRunner, _ arguments: [String], storeOptions: Bool = true) throws
        -> BistroRunner.Result
    {
        var args = arguments
        if storeOptions {
            args += ["--spool", bistro.spool, "--db", bistro.db, "--now", bistro.now]
            args += ["--content", bistro.content]
        }
        guard runsAsRoot else { return try BistroRunner.run(args, in: URL(fileURLWithPath: bistro.root)) }
        return try RunningChild(
            URL(fileURLWithPath: setpriv),
            ["--reuid=65534", "--regid=65534", "--clear-groups", BistroRunner.binary.path] + args,
            in: URL(fileURLWithPath: bistro.root)
        ).wait()
    }

    /// Gives every file below the runner's folder to nobody (as root), so that modes decide.
    static func handOver(_ bistro: OrderBookRunner) {
        guard runsAsRoot else { return }
        let files = FileManager.default.enumerator(atPath: bistro.root)
        chown(bistro.root, 65534, 65534)
        while let relative = files?.nextObject() as? String { chown(bistro.root + "/" + relative, 65534, 65534) }
    }

    static func sideFiles(_ bistro: OrderBookRunner) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: bistro.root)) ?? []).filter {
            $0.hasPrefix("orders.sqlite-")
        }.sorted()
    }

    @Test(.enabled(if: canDropPrivileges, "running as root without setpriv"))
    func readersReadAReadOnlyBookAndLeaveNothingBehind() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        Self.handOver(bistro)
        #expect(
            try Self.run(bistro, ["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
        chmod(bistro.db, 0o444)
        #expect(Self.sideFiles(bistro) == [])

        let orders = try Self.run(bistro, ["orders"])
        #expect(orders.status == 0 && orders.stdout.hasPrefix("RC-20261122-0001"), "\(orders.stderr)")
        #expect(try Self.run(bistro, ["stock"]).stdout.hasPrefix("RC-BURG-01"))
        #expect(try Self.run(bistro, ["receipt", "web-1"]).stdout.contains("RC-20261122-0001"))
        #expect(try Self.run(bistro, ["status", "web-1"]).stdout.hasPrefix("RC-20261122-0001: received"))
        let outbox = try Self.run(bistro, ["notify", "list", "--all"])
        #expect(outbox.status == 0 && outbox.stdout.contains("received"), "\(outbox.stderr)")
        let report = try Self.run(
            bistro,
            [
                "report", "--db", bistro.db, "--content", bistro.content, "--since", "2026-11-22", "--until",
                "2026-11-22",
            ],
            storeOptions: false)
        #expect(report.status == 0, "\(report.stderr)")
        let build = try Self.run(
            bistro,
            [
                "build", "--content", bistro.content, "--output", bistro.root + "/Site", "--db", bistro.db,
                "--now", bistro.now, "--quiet",
            ], storeOptions: false)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(Self.sideFiles(bistro) == [])

        // The writer says why it stops; the order file waits, and nothing is left beside the book.
        bistro.drop("2.json", orderJSON(id: "web-2"))
        Self.handOver(bistro)
        let refused = try Self.run(bistro, ["process"])
        #expect(refused.status == 1)
        #expect(refused.stderr == "bistro: error: cannot write to the order database \(bistro.db): Permission denied\n")
        #expect(bistro.files("incoming") == ["2.json"])
        #expect(Self.sideFiles(bistro) == [])

        // The owner makes it writable again: the next run goes on.
        chmod(bistro.db, 0o640)
        #expect(
            try Self.run(bistro, ["process"]).stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n")
    }

    /// What an older `bistro orders` (or any SQLite reader) left: `-wal` and `-shm` at mode 0444. Once the
    /// book is writable again, the writer gives them the book's mode instead of failing on every run.
    @Test(.enabled(if: canDropPrivileges, "running as root without setpriv"))
    func sideFilesLeftReadOnlyAreRepaired() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        Self.handOver(bistro)
        #expect(try Self.run(bistro, ["process"]).status == 0)
        for suffix in ["-wal", "-shm"] {
            FileManager.default.createFile(atPath: bistro.db + suffix, contents: nil)
            if Self.runsAsRoot { chown(bistro.db + suffix, 65534, 65534) }
            chmod(bistro.db + suffix, 0o444)
        }
        bistro.drop("2.json", orderJSON(id: "web-2"))
        Self.handOver(bistro)
        let run = try Self.run(bistro, ["process"])
        #expect(
            run.stdout
                == "Accepted 1, rejected 0, duplicates 0; messages queued in the outbox 1 (no mail transport set)\n",
            "\(run.stderr)")
    }
}
