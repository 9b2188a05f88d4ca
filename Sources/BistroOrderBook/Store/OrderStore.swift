import Foundation
import GRDB

/// The SQLite order book: one `DatabaseQueue` in WAL mode with `synchronous = FULL`, so a committed batch
/// survives a crash or power loss before any of its files leave `incoming/`. Every multi-step change runs
/// in one immediate transaction.
public final class OrderStore: Sendable {
    let queue: DatabaseQueue
    public let path: String

    /// Opens (creating with mode 0640 when missing) and migrates the database at `path`.
    public init(path: String) throws(OrderStoreError) {
        self.path = path
        var config = Configuration()
        config.journalMode = .wal
        config.busyMode = .timeout(10)
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            try Self.createIfMissing(path)
            queue = try DatabaseQueue(path: path, configuration: config)
            try Self.migrate(queue, path: path)
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot open the order database \(path): \(Self.describe(error))")
        }
    }

    /// SQLite would create the file with 0644 less the umask; the order book holds customers' data, so it is
    /// created 0640 whatever the umask (SQLite gives the -wal and -shm files the same mode).
    private static func createIfMissing(_ path: String) throws {
        let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o640)
        if fd >= 0 {
            fchmod(fd, 0o640)
            close(fd)
        } else if errno != EEXIST {
            throw OrderStoreError("cannot create the order database \(path): \(String(cString: strerror(errno)))")
        }
    }

    /// Brings the schema up to date. GRDB's migrator checks which migrations ran before it takes the write
    /// lock, so two processes opening a new book at once would both try to create its tables. The check and
    /// the migrations therefore run under an exclusive `flock` on the database's folder (held only while a
    /// migration is pending, so opening an up-to-date book takes no lock).
    private static func migrate(_ queue: DatabaseQueue, path: String) throws {
        // Without the lock the check may see a book another process is creating at this instant and fail
        // ("no such table: grdb_migrations"); only the check the migrator makes under the lock counts.
        if (try? queue.read({ try Migrations.migrator.hasCompletedMigrations($0) })) == true { return }
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw OrderStoreError("cannot open the folder of the order database \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw OrderStoreError("cannot lock the folder of the order database \(path): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(fd, LOCK_UN) }
        try Migrations.migrator.migrate(queue)
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }

    /// Runs `body` in one immediate transaction: all of it is committed, or nothing.
    public func write<T>(_ body: (OrderBookTransaction) throws -> T) throws(OrderStoreError) -> T {
        do {
            var result: T?
            try queue.writeWithoutTransaction { db in
                try db.inTransaction(.immediate) {
                    result = try body(OrderBookTransaction(db: db))
                    return .commit
                }
            }
            return result!
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot write to the order database \(path): \(Self.describe(error))")
        }
    }

    func read<T>(_ body: (Database) throws -> T) throws(OrderStoreError) -> T {
        do {
            return try queue.read(body)
        } catch {
            throw OrderStoreError("cannot read the order database \(path): \(Self.describe(error))")
        }
    }
}
