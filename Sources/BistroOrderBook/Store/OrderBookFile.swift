import Foundation
import GRDB

/// What lies at an order book's path, and how a new book comes into being.
///
/// - A new book is made only where no file exists: it is created and migrated under a temporary name in the
///   same folder and linked into place complete, so no other command, and no later run after a crash, ever
///   finds a half-made book (an empty file there would be taken for one).
/// - A file that exists must be a Bistro order book: an SQLite database whose `application_id` is Bistro's,
///   or 0 with Bistro's first migration recorded (a book made before the id was set; its next writer sets
///   it). Anything else — an empty file, a file that is not SQLite, another program's database — stops the
///   command with "FILE is not a Bistro order book", and the file is left as it is.
package enum OrderBookFile {
    /// Every book's `PRAGMA application_id`: "BSTR" in ASCII.
    static let applicationID: Int32 = 0x4253_5452

    /// SQLite's file header: the first 16 bytes, and where `application_id` sits (big-endian).
    private static let magic = Array("SQLite format 3\u{0}".utf8)
    private static let applicationIDOffset = 68

    /// The `application_id` in the header of the file at `path` (Bistro's, or 0 for a book made before it
    /// was set), after checking that the file looks like a book as far as its header tells; nil when no file
    /// is there.
    static func applicationID(_ path: String, advice: String = newBookAdvice) throws(OrderStoreError) -> Int32? {
        if let open = OpenBooks.applicationID(path) { return open }  // reading it again would unlock it (see OpenBooks)
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard fd >= 0 else {
            if errno == ENOENT { return nil }
            throw OrderStoreError("cannot open the order database \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            throw OrderStoreError("cannot read the order database \(path): \(String(cString: strerror(errno)))")
        }
        guard (info.st_mode & S_IFMT) == S_IFREG else {
            throw notABook(
                path, (info.st_mode & S_IFMT) == S_IFDIR ? "it is a folder" : "it is not a regular file", advice: advice
            )
        }
        guard info.st_size > 0 else { throw notABook(path, "the file is empty", advice: advice) }
        var header = [UInt8](repeating: 0, count: 100)
        let count = header.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 100, 0) }
        guard count == 100, header.starts(with: magic) else {
            throw notABook(path, "it is not an SQLite database", advice: advice)
        }
        let id = Int32(
            bitPattern: header[applicationIDOffset..<applicationIDOffset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        )
        try requireKnown(id, path, advice: advice)
        return id
    }

    /// Throws unless `db` is a Bistro order book: the application id is Bistro's, or 0 with the first
    /// migration recorded.
    static func requireBook(_ db: Database, path: String, advice: String = newBookAdvice) throws {
        let id = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
        try requireKnown(id, path, advice: advice)
        guard id == 0 else { return }
        let migrated =
            try db.tableExists("grdb_migrations")
            && (try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM grdb_migrations WHERE identifier = 'v1-orders')") ?? false)
        guard migrated else { throw notABook(path, "it is an SQLite database without Bistro's tables", advice: advice) }
    }

    private static func requireKnown(_ id: Int32, _ path: String, advice: String) throws(OrderStoreError) {
        guard id == 0 || id == applicationID else {
            throw notABook(path, "it is another program's SQLite database (application_id \(id))", advice: advice)
        }
    }

    /// What "is not a Bistro order book" goes on to say about the order database itself.
    static let newBookAdvice =
        "A new book is made only where no file exists: move this file away, or pass --db to use another one"

    static func notABook(_ path: String, _ why: String, advice: String = newBookAdvice) -> OrderStoreError {
        OrderStoreError("\(path) is not a Bistro order book: \(why). \(advice)")
    }

    /// Makes a new book at `path`, which must not exist: created with mode 0640 and migrated as
    /// `.NAME.bistro-new` beside it, closed, then linked into place (never over a file that appeared
    /// meanwhile). The caller holds the folder's lock, so a leftover of a killed creation is its own to remove.
    static func create(_ path: String, configuration: Configuration) throws {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary =
            (folder.isEmpty ? "" : folder + "/") + "." + (path as NSString).lastPathComponent + ".bistro-new"
        for leftover in ["", "-wal", "-shm", "-journal"] { unlink(temporary + leftover) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o640)
        guard fd >= 0 else {
            throw OrderStoreError("cannot create the order database \(path): \(String(cString: strerror(errno)))")
        }
        // SQLite gives the -wal and -shm files the database's mode: 0640 whatever the umask.
        fchmod(fd, 0o640)
        close(fd)
        defer { unlink(temporary) }
        let queue = try DatabaseQueue(path: temporary, configuration: configuration)
        try Migrations.migrator.migrate(queue)
        try queue.close()
        guard link(temporary, path) == 0 else {
            throw OrderStoreError("cannot create the order database \(path): \(String(cString: strerror(errno)))")
        }
        let dir = open(folder.isEmpty ? "." : folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dir >= 0 {
            fsync(dir)
            close(dir)
        }
    }

    /// A command that could only read a read-only book may have left `-wal` and `-shm` files with the
    /// database's mode then (0444): once the owner makes the database writable again, the writer gives
    /// its own such files the database's mode, so the book opens again.
    static func restoreSideFileModes(of path: String) {
        var book = stat()
        guard stat(path, &book) == 0 else { return }
        for suffix in ["-wal", "-shm"] {
            var side = stat()
            guard lstat(path + suffix, &side) == 0, (side.st_mode & S_IFMT) == S_IFREG, side.st_uid == geteuid(),
                side.st_mode & 0o200 == 0, book.st_mode & 0o200 != 0
            else { continue }
            chmod(path + suffix, book.st_mode & 0o666)
        }
    }

    /// Whether no one may write the file at all (no write permission bits): then no writer can be using it.
    static func isWriteProtected(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & 0o222 == 0
    }
}
