import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

struct RestoreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "restore",
        abstract: "Put a backup back as the order book, keeping the book it replaces.",
        discussion: """
            Stop cron's bistro jobs first. The backup must be a Bistro order book that passes PRAGMA integrity_check, \
            with exactly the schema its migrations make (no table, column, index, trigger or view added or changed) \
            and no migration of a newer bistro. Restore refuses while a `bistro process` holds the spool's lock or \
            another process has the order book open, and changes nothing then. The current book is kept as \
            orders.sqlite.before-restore (.before-restore.2 and so on when that exists; never overwritten), and the \
            backup is copied beside it and renamed into place. A backup made by an older bistro is brought up to date \
            by the next command that writes the book (`bistro process`). FILE is only read.

            Examples:
              bistro restore backups/orders-2026-11-22.sqlite
              bistro restore /var/backups/bistro/orders.sqlite \\
                  --db /srv/royal-cafe/orders.sqlite --spool /srv/royal-cafe/spool
            """
    )

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(
        help: ArgumentHelp("The backup file to restore (made by `bistro backup`).", valueName: "file"),
        completion: .file())
    var file: String

    func run() throws {
        // Held until the book is in place: no `bistro process` starts on this spool meanwhile.
        let lock = try runStore { try spoolLock() }
        let copy = try runStore { try OrderBookFile.restore(from: file, to: store.databasePath) }
        withExtendedLifetime(lock) {}
        let kept = copy.replacedBookKeptAs.map { "; the book it replaced is kept as \($0)" } ?? ""
        output.say("Restored \(Counted(copy.orders, "order")) from \(file) to \(store.databasePath)\(kept)")
    }

    /// The spool's lock, when there is a spool; "locked" when a `bistro process` holds it.
    private func spoolLock() throws -> SpoolLock? {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: store.spoolPath, isDirectory: &isFolder), isFolder.boolValue else {
            return nil
        }
        guard let lock = try SpoolLock.acquire(spool: store.spoolDirectory, now: store.currentTime) else {
            let holder = SpoolLock.holder(of: store.spoolDirectory).map { " (process \($0.pid))" } ?? ""
            throw RestoreRefusal(
                "a `bistro process` is running on the spool \(store.spoolPath)\(holder): stop cron's bistro "
                    + "jobs, wait for it to finish, and restore again. Nothing was restored"
            )
        }
        return lock
    }
}

/// Why `bistro restore` did nothing.
private struct RestoreRefusal: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
