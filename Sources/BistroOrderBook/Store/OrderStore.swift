import Foundation
import GRDB

/// The SQLite order book: one `DatabaseQueue` in WAL mode with `synchronous = FULL`, so a committed batch
/// survives a crash or power loss before any of its files leave `incoming/`. Every multi-step change runs
/// in one immediate transaction.
package final class OrderStore: Sendable {
    let queue: DatabaseQueue
    package let path: String

    /// Opens the book at `path` for writing, and migrates it. A missing file is made a new book (mode 0640);
    /// a file that exists must be a Bistro order book, writable (see `OrderBookFile`), with exactly the
    /// schema its migrations make, checked before it is migrated (`BookSchema`).
    package init(path: String) throws(OrderStoreError) {
        self.path = path
        var config = Configuration()
        config.journalMode = .wal
        config.busyMode = .timeout(10)
        config.prepareDatabase { db in
            try db.execute(sql: "PRAGMA synchronous = FULL")
        }
        do {
            queue = try Self.withFolderLock(of: path) {
                if let id = try OrderBookFile.applicationID(path) {
                    // Opening a book this process may not write would leave -wal and -shm files it cannot
                    // write either; say so instead.
                    guard access(path, W_OK) == 0 else {
                        throw OrderStoreError(
                            "cannot write to the order database \(path): \(String(cString: strerror(errno)))")
                    }
                    OrderBookFile.restoreSideFileModes(of: path)
                    // An unmarked file is looked at read-only first: opening it as below switches it to WAL.
                    if id == 0 {
                        let probe = try OrderBookFile.readOnlyQueue(path)
                        try probe.read { try OrderBookFile.requireBook($0, path: path) }
                        try probe.close()
                    }
                } else {
                    try OrderBookFile.create(path, configuration: config)
                }
                let queue = try DatabaseQueue(path: path, configuration: config)
                try queue.read { db in
                    try OrderBookFile.requireBook(db, path: path)
                    try BookSchema.require(db, path: path)
                }
                try Migrations.migrator.migrate(queue)
                OpenBooks.register(
                    path, applicationID: try queue.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") ?? 0 })
                return queue
            }
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot open the order database \(path): \(Self.describe(error))")
        }
    }

    /// Opens the existing book at `path` for reading only (`bistro orders`, `receipt`, `stock`, `status`
    /// without a change): nothing is created or written, and a read-only book can be read. See
    /// `OrderBookFile.openReadOnly`.
    package init(readingExisting path: String) throws(OrderStoreError) {
        self.path = path
        queue = try OrderBookFile.openReadOnly(path)
    }

    /// Runs `body` (creating, opening in WAL mode and migrating the book) under an exclusive `flock` on
    /// the database's folder. GRDB's migrator checks which migrations ran before it takes SQLite's write
    /// lock, and switching a new file to WAL can fail at once with "database is locked" while another
    /// connection sets it up, so processes that open a book at the same moment take turns; the lock is held
    /// for milliseconds, and opening an up-to-date book costs one uncontended `flock`.
    static func withFolderLock<T>(of path: String, _ body: () throws -> T) throws -> T {
        let folder = (path as NSString).deletingLastPathComponent
        let fd = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard fd >= 0 else {
            throw OrderStoreError(
                "cannot open the folder of the order database \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        while flock(fd, LOCK_EX) != 0 {
            guard errno == EINTR else {
                throw OrderStoreError(
                    "cannot lock the folder of the order database \(path): \(String(cString: strerror(errno)))")
            }
        }
        defer { flock(fd, LOCK_UN) }
        return try body()
    }

    static func describe(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "\(error.resultCode)" }
        return "\(error)"
    }

    /// Runs `body` in one immediate transaction: all of it is committed, or nothing.
    package func write<T>(_ body: (OrderBookTransaction) throws -> T) throws(OrderStoreError) -> T {
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
