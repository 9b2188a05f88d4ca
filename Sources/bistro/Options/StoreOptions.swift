import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

/// `--db`, `--spool` and `--now`, shared by the order commands. The environment variables BISTRO_DB and
/// BISTRO_SPOOL stand in for the options; the options win.
struct StoreOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The order database (default: $BISTRO_DB or ./orders.sqlite).", valueName: "file"))
    var db: String?

    @Option(name: .long, help: ArgumentHelp("The spool directory (default: $BISTRO_SPOOL or ./spool).", valueName: "dir"))
    var spool: String?

    @Option(name: .long, help: ArgumentHelp("Treat this RFC 3339 instant as the current time, e.g. 2026-11-22T17:00:00-05:00 (tests, replays).", valueName: "time"))
    var now: String?

    func validate() throws {
        if let now, Timestamp.parse(now) == nil {
            throw ValidationError("--now must be a time with an offset such as 2026-11-22T17:00:00-05:00, found \"\(now)\"")
        }
    }

    var databasePath: String { db ?? ProcessInfo.processInfo.environment["BISTRO_DB"].flatMap { $0.isEmpty ? nil : $0 } ?? "orders.sqlite" }
    var spoolPath: String { spool ?? ProcessInfo.processInfo.environment["BISTRO_SPOOL"].flatMap { $0.isEmpty ? nil : $0 } ?? "spool" }

    /// The clock: `--now` when given, else the system time.
    var currentTime: Timestamp { now.flatMap { Timestamp.parse($0) } ?? Timestamp(Date()) }

    var spoolDirectory: SpoolDirectory { SpoolDirectory(root: spoolPath) }

    /// Opens the order book for writing (creating it where no file exists), or prints why it cannot be
    /// opened and exits 1.
    func openStore() throws -> OrderStore {
        do {
            return try OrderStore(path: databasePath)
        } catch {
            StandardError.write("bistro: error: \(error.message)")
            throw ExitCode(1)
        }
    }

    /// Opens the order book for writing; a missing database is reported, not created.
    func openExistingStore() throws -> OrderStore {
        guard FileManager.default.fileExists(atPath: databasePath) else { throw missingDatabase() }
        return try openStore()
    }

    /// Opens the existing order book for reading only (it is never created, migrated by this connection or
    /// written, so a read-only book can be read); a missing database is reported.
    func openReadOnlyStore() throws -> OrderStore {
        guard FileManager.default.fileExists(atPath: databasePath) else { throw missingDatabase() }
        do {
            return try OrderStore(readingExisting: databasePath)
        } catch {
            StandardError.write("bistro: error: \(error.message)")
            throw ExitCode(1)
        }
    }

    private func missingDatabase() -> ExitCode {
        StandardError.write("bistro: error: no order database at \(databasePath) (run `bistro process` first, or pass --db)")
        return ExitCode(1)
    }
}
