import Foundation
import GRDB

extension OrderBookFile {
    /// Opens an existing book for reading only: this connection never creates, writes or migrates it.
    ///
    /// - A missing file is an error ("no order database at …"), and so is a file that is not a book, a book
    ///   whose schema is not what its migrations make, and a book of a newer `bistro` (`BookSchema`).
    /// - A book whose schema is behind this `bistro` is first brought up to date by `OrderStore`, the one
    ///   writer (which stops with an error when the book is read-only).
    /// - A book no one may write (no write permission bits, and no `-wal` file, so no connection is using
    ///   it) is opened as immutable: reading it leaves no `-wal` or `-shm` file behind, whose read-only mode
    ///   would stop the writer once the owner made the book writable again.
    static func openReadOnly(_ path: String) throws(OrderStoreError) -> DatabaseQueue {
        guard try applicationID(path) != nil else { throw OrderStoreError("no order database at \(path)") }
        do {
            var queue = try readOnlyQueue(path)
            let current = try queue.read { db in
                try requireBook(db, path: path)
                try BookSchema.require(db, path: path)
                return try Migrations.migrator.hasCompletedMigrations(db)
            }
            if !current {
                try queue.close()
                guard access(path, W_OK) == 0 else {
                    throw OrderStoreError(
                        "the order database \(path) was made by an older bistro and is read-only: make it "
                            + "writable for one `bistro process`, which brings it up to date"
                    )
                }
                _ = try OrderStore(path: path)
                queue = try readOnlyQueue(path)
            }
            return queue
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot open the order database \(path): \(OrderStore.describe(error))")
        }
    }

    static func readOnlyQueue(_ path: String) throws -> DatabaseQueue {
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(10)
        // The URI form needs SQLite built with URI file names (Debian's is); otherwise this open fails and
        // the plain one below is used.
        if isWriteProtected(path), access(path + "-wal", F_OK) != 0,
            let queue = try? DatabaseQueue(path: immutableURI(path), configuration: config),
            (try? queue.read { try $0.tableExists("sqlite_master") }) != nil
        {
            return queue
        }
        return try DatabaseQueue(path: path, configuration: config)
    }

    /// `file:PATH?immutable=1`, the path percent-encoded as RFC 3986 asks.
    static func immutableURI(_ path: String) -> String {
        var uri = "file:"
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                uri.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                uri +=
                    "%" + String(byte >> 4, radix: 16, uppercase: true) + String(byte & 0xF, radix: 16, uppercase: true)
            }
        }
        return uri + "?immutable=1"
    }
}
