import ArgumentParser
import BistroCore
import BistroOrderBook

struct BackupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "backup",
        abstract: "Write a consistent copy of the order book to a file, even while orders are processed.",
        discussion: """
            The copy is made with SQLite's online backup API in one read transaction: it is the book as one \
            commit left it, and a running `bistro process` neither waits nor is disturbed. It is written beside \
            FILE under a hidden name, checked (PRAGMA integrity_check), fsynced and renamed into place, so \
            FILE is never half written; it is one self-contained SQLite file with mode 0600. An existing FILE \
            is replaced only with --force. Bring it back with `bistro restore FILE`.

            Examples:
              bistro backup backups/orders-$(date +%F).sqlite
              bistro backup /var/backups/bistro/orders.sqlite --force \\
                  --db /srv/royal-cafe/orders.sqlite
            """
    )

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: ArgumentHelp("The backup file to write.", valueName: "file"), completion: .file())
    var file: String

    @Flag(name: .long, help: "Replace FILE when it exists.") var force = false

    func run() throws {
        let copy = try runStore { try OrderBookFile.backup(store.databasePath, to: file, replacing: force) }
        output.say(
            "Backed up \(Counted(copy.orders, "order")) from \(store.databasePath) to \(file) (\(copy.bytes) bytes)")
    }
}
