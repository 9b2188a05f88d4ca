import Foundation
import GRDB

extension OrderBookFile {
    /// What "is not a Bistro order book" goes on to say about a backup.
    static let backupAdvice = "Nothing was restored"

    /// Puts the backup `file` in place as the book at `path`, keeping the book it replaces.
    ///
    /// - `file` must be a Bistro order book that passes `PRAGMA integrity_check`, with exactly the schema
    ///   its migrations make and none a newer `bistro` made (`BookSchema`); it is copied (SQLite's
    ///   backup API, so a `-wal` beside it counts) to `.NAME.bistro-restore` beside the book, mode 0640,
    ///   checked again there and fsynced. `file` itself is only read.
    /// - The current book, when there is one, must not be open in another process: switching it out of
    ///   WAL mode (which also folds its `-wal` into it) needs SQLite's exclusive lock, which every open
    ///   connection in WAL mode keeps from it; when that fails, nothing changes ("… is in use"). A damaged
    ///   book or a file that is not a book is replaced all the same, with its `-wal` and `-journal`.
    /// - The replaced book is kept as `NAME.before-restore` (`.before-restore.2`, `.3` … when that is
    ///   taken; never overwritten), then the copy is renamed over `path`: at every moment `path` is the old
    ///   book or the restored one, complete.
    /// - An older backup is migrated when the book is next opened for writing, as any older book.
    ///
    /// Runs under the lock of the book's folder that opening a book for writing takes, so no command opens
    /// the book for writing meanwhile. The spool lock is the caller's (`bistro restore` holds it).
    package static func restore(from file: String, to path: String) throws(OrderStoreError) -> OrderBookCopy {
        guard try applicationID(file, advice: backupAdvice) != nil else {
            throw OrderStoreError("no backup at \(file)")
        }
        do {
            return try OrderStore.withFolderLock(of: path) {
                let temporary = hiddenSibling(of: path, "bistro-restore")
                removeCopy(temporary)
                defer { removeCopy(temporary) }
                let source = try readOnlyQueue(file)
                try source.read { try requireBook($0, path: file, advice: backupAdvice) }
                let orders = try copy(source, to: temporary, mode: 0o640, named: file, advice: backupAdvice)
                try source.close()
                var kept: String?
                var existing = stat()
                if lstat(path, &existing) == 0 {
                    try closeForRestore(path)
                    kept = try keepAside(path)
                }
                guard rename(temporary, path) == 0 else {
                    throw OrderStoreError("cannot restore \(path): \(String(cString: strerror(errno)))")
                }
                syncFolder(of: path)
                var info = stat()
                return OrderBookCopy(
                    orders: orders, bytes: stat(path, &info) == 0 ? Int(info.st_size) : 0, replacedBookKeptAs: kept)
            }
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot restore \(file) to \(path): \(OrderStore.describe(error))")
        }
    }

    /// Folds the book's `-wal` into it and switches it to a rollback journal, which SQLite allows only
    /// when no other connection has the book open; throws "… is in use" otherwise. A file SQLite cannot
    /// open or switch for another reason (damaged, not a database, read-only) is left as it is.
    private static func closeForRestore(_ path: String) throws {
        var config = Configuration()
        config.busyMode = .immediateError
        let mode: String?
        do {
            let queue = try DatabaseQueue(path: path, configuration: config)
            mode = try queue.writeWithoutTransaction { try String.fetchOne($0, sql: "PRAGMA journal_mode = DELETE") }
            try queue.close()
        } catch let error as DatabaseError where [.SQLITE_BUSY, .SQLITE_LOCKED].contains(error.resultCode) {
            throw inUse(path)
        } catch {
            return
        }
        guard mode == "delete" else { throw inUse(path) }
    }

    private static func inUse(_ path: String) -> OrderStoreError {
        OrderStoreError(
            "\(path) is in use by another process (a `bistro process`, `build --db` or another command): "
                + "stop cron's bistro jobs, wait for them to finish, and restore again. Nothing was restored"
        )
    }

    /// Links the book at `path` to the first free name of `NAME.before-restore`, `.before-restore.2` …
    /// (never over a file), and moves what SQLite keeps beside it along (`-wal` and `-journal` of a book
    /// that could not be switched; `-shm` is only an index, rebuilt from the `-wal`). Returns the name.
    private static func keepAside(_ path: String) throws -> String {
        for number in 1...1000 {
            let name = path + ".before-restore" + (number == 1 ? "" : ".\(number)")
            guard link(path, name) != 0 else {
                for side in ["-wal", "-journal"] where access(path + side, F_OK) == 0 {
                    guard rename(path + side, name + side) == 0 else {
                        throw OrderStoreError("cannot move \(path + side) aside: \(String(cString: strerror(errno)))")
                    }
                }
                unlink(path + "-shm")
                return name
            }
            guard errno == EEXIST else {
                throw OrderStoreError(
                    "cannot keep the current book as \(name): \(String(cString: strerror(errno))). Nothing was restored"
                )
            }
        }
        throw OrderStoreError(
            "cannot keep the current book: \(path).before-restore … .1000 all exist; move some away. Nothing "
                + "was restored"
        )
    }
}
