import Foundation
import GRDB

extension OrderBookFile {
    /// Copies the book `source` is open on into a new file at `temporary` (which must not exist), created
    /// with `mode` whatever the umask, through SQLite's online backup API in one step: the copy is made in
    /// one read transaction of the source, so it is the book as one commit left it, and in WAL mode a
    /// writer (`bistro process`) neither waits for it nor disturbs it.
    ///
    /// The copy is then checked (`PRAGMA integrity_check`, Bistro's marks, `requireBook`, and its schema,
    /// `BookSchema`: exactly what its migrations make, none of a newer `bistro`) and switched
    /// to a rollback journal, so it is one self-contained file with no `-wal` beside it. Returns the
    /// number of orders in it. `named` is the name the copy is reported under (the file the caller renames
    /// it to); `advice` ends the "is not a Bistro order book" message.
    static func copy(_ source: DatabaseQueue, to temporary: String, mode: mode_t, named: String, advice: String) throws
        -> Int
    {
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, mode)
        guard fd >= 0 else { throw OrderStoreError("cannot create \(temporary): \(String(cString: strerror(errno)))") }
        fchmod(fd, mode)
        close(fd)
        let destination = try DatabaseQueue(path: temporary)
        try source.backup(to: destination)
        let orders = try destination.writeWithoutTransaction { db in
            _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
            try requireIntact(db, path: named)
            try requireBook(db, path: named, advice: advice)
            try BookSchema.require(db, path: named, advice: advice)
            return try Int.fetchOne(db, sql: "SELECT count(*) FROM orders") ?? 0
        }
        try destination.close()
        try syncFile(temporary)
        return orders
    }

    /// Throws unless `PRAGMA integrity_check` finds nothing wrong, quoting its first findings.
    static func requireIntact(_ db: Database, path: String) throws {
        let findings = try String.fetchAll(db, sql: "PRAGMA integrity_check(5)")
        guard findings != ["ok"] else { return }
        throw OrderStoreError("\(path) is damaged: \(findings.joined(separator: "; "))")
    }

    /// `fsync` of the file at `path`.
    static func syncFile(_ path: String) throws {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0, fsync(fd) == 0 else {
            let code = errno
            if fd >= 0 { close(fd) }
            throw OrderStoreError("cannot write \(path): \(String(cString: strerror(code)))")
        }
        close(fd)
    }

    /// `fsync` of the folder holding `path`, so a rename or link into it survives a power loss.
    static func syncFolder(of path: String) {
        let dir = open(folder(of: path), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// The folder of `path` ("." for a bare name).
    static func folder(of path: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return folder.isEmpty ? "." : folder
    }

    /// `.NAME.SUFFIX` beside `path`: a hidden name for a file being made, in the same folder (so the
    /// rename into place is atomic).
    static func hiddenSibling(of path: String, _ suffix: String) -> String {
        let folder = (path as NSString).deletingLastPathComponent
        return (folder.isEmpty ? "" : folder + "/") + "." + (path as NSString).lastPathComponent + "." + suffix
    }

    /// Removes a copy being made and what SQLite may have left beside it.
    static func removeCopy(_ temporary: String) {
        for suffix in ["", "-journal", "-wal", "-shm"] { unlink(temporary + suffix) }
    }
}
