import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

/// `--db`, `--spool` and `--now`, shared by the order commands. The environment variables BISTRO_DB,
/// BISTRO_SPOOL and BISTRO_NOW stand in for the options; the options win.
struct StoreOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp("The order database (default: $BISTRO_DB or ./orders.sqlite).", valueName: "file"),
        completion: .file())
    var db: String?

    @Option(
        name: .long, help: ArgumentHelp("The spool directory (default: $BISTRO_SPOOL or ./spool).", valueName: "dir"),
        completion: .directory)
    var spool: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Treat this RFC 3339 instant as the current time, e.g. 2026-11-22T17:00:00-05:00 (default: "
                + "$BISTRO_NOW, else the clock).",
            valueName: "time"))
    var now: String?

    func validate() throws {
        try CommandClock.validate(now)
    }

    var databasePath: String {
        db ?? ProcessInfo.processInfo.environment["BISTRO_DB"].flatMap { $0.isEmpty ? nil : $0 } ?? "orders.sqlite"
    }
    var spoolPath: String {
        spool ?? ProcessInfo.processInfo.environment["BISTRO_SPOOL"].flatMap { $0.isEmpty ? nil : $0 } ?? "spool"
    }

    /// The clock: `--now`, else `$BISTRO_NOW`, else the system time.
    var currentTime: Timestamp { CommandClock.now(now) }

    var spoolDirectory: SpoolDirectory { SpoolDirectory(root: spoolPath) }

    /// Opens the order book for writing (creating it where no file exists), or fails with why it cannot
    /// be opened.
    func openStore() throws(CommandFailure) -> OrderStore {
        let database = CommandLinePath(databasePath)
        if !database.exists, !database.parent.isFolder {
            throw CommandFailure(
                "no folder \(database.parent.shown) for the order database \(database.shown) (make it, or "
                    + "give another path with --db FILE or $BISTRO_DB)"
            )
        }
        do {
            return try OrderStore(path: databasePath)
        } catch {
            throw CommandFailure(error.message)
        }
    }

    /// Opens the order book for writing; a missing database is reported, not created.
    func openExistingStore() throws(CommandFailure) -> OrderStore {
        try requireDatabase()
        return try openStore()
    }

    /// Opens the existing order book for reading only (it is never created, migrated by this connection or
    /// written, so a read-only book can be read); a missing database is reported.
    func openReadOnlyStore() throws(CommandFailure) -> OrderStore {
        try requireDatabase()
        do {
            return try OrderStore(readingExisting: databasePath)
        } catch {
            throw CommandFailure(error.message)
        }
    }

    /// Stops with what to do when there is no order database (the commands that only read or change
    /// recorded orders never make one).
    func requireDatabase() throws(CommandFailure) {
        let database = CommandLinePath(databasePath)
        guard !database.exists else { return }
        throw CommandFailure(
            "no order database at \(database.shown) (give its path with --db FILE or $BISTRO_DB; bistro "
                + "process makes it)"
        )
    }

    /// Stops with what to do when the spool cannot be there: its path names a file, or neither the spool
    /// nor the folder to make it in exists (an absent spool in an existing folder is made when needed).
    func requireSpoolPlace() throws(CommandFailure) {
        let spool = CommandLinePath(spoolPath)
        if spool.exists, !spool.isFolder {
            throw CommandFailure(
                "\(spool.shown) is not a folder (give the spool folder with --spool DIR or $BISTRO_SPOOL)")
        }
        if !spool.exists, !spool.parent.isFolder {
            throw CommandFailure(
                "no spool folder at \(spool.shown), and no folder \(spool.parent.shown) to make it in (give "
                    + "the spool folder with --spool DIR or $BISTRO_SPOOL)"
            )
        }
    }
}
