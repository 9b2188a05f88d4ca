import Foundation
import GRDB

extension OrderBookFile {
    /// Writes a copy of the book at `path` to `file`, safe to run while `bistro process` or any other
    /// command uses the book (see `copy`: one read transaction, which writers in WAL mode do not wait for).
    ///
    /// - The book must exist and be a Bistro order book ("… is not a Bistro order book" otherwise). It is
    ///   opened read-only and copied as it is: an older book is copied unmigrated and migrated when it is
    ///   next opened, after a restore.
    /// - The copy is made as `.FILE.bistro-backup-PID` beside `file`, mode 0600 (it holds customers' names,
    ///   addresses and orders), checked (`PRAGMA integrity_check`) and fsynced, then put in place in one
    ///   step: `file` is never half written, and a failed backup leaves nothing behind.
    /// - An existing `file` is refused ("… exists: pass --force to replace it") unless `replacing`, and is
    ///   then replaced in one rename; with `replacing` false a file that appears meanwhile is not replaced
    ///   either (the copy is linked into place).
    package static func backup(_ path: String, to file: String, replacing: Bool) throws(OrderStoreError)
        -> OrderBookCopy
    {
        guard try applicationID(path) != nil else { throw OrderStoreError("no order database at \(path)") }
        var existing = stat()
        if lstat(file, &existing) == 0 {
            guard (existing.st_mode & S_IFMT) != S_IFDIR else {
                throw OrderStoreError("\(file) is a folder: name the backup file, e.g. \(file)/orders.sqlite")
            }
            guard replacing else { throw OrderStoreError("\(file) exists: pass --force to replace it") }
        }
        let temporary = hiddenSibling(of: file, "bistro-backup-\(getpid())")
        removeCopy(temporary)
        defer { removeCopy(temporary) }
        do {
            let source = try readOnlyQueue(path)
            try source.read { try requireBook($0, path: path) }
            let orders = try copy(source, to: temporary, mode: 0o600, named: path, advice: "Nothing was backed up")
            try source.close()
            let placed = replacing ? rename(temporary, file) : link(temporary, file)
            guard placed == 0 else {
                if errno == EEXIST { throw OrderStoreError("\(file) exists: pass --force to replace it") }
                throw OrderStoreError("cannot write the backup \(file): \(String(cString: strerror(errno)))")
            }
            syncFolder(of: file)
            var info = stat()
            return OrderBookCopy(orders: orders, bytes: stat(file, &info) == 0 ? Int(info.st_size) : 0)
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot back up the order database \(path) to \(file): \(OrderStore.describe(error))")
        }
    }
}
