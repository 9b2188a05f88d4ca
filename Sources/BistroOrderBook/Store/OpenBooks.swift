import Foundation
import Synchronization

/// The order books this process holds open for writing, by device and inode.
///
/// SQLite locks a database with POSIX `fcntl` locks, and closing *any* descriptor of a file drops every
/// such lock the process holds on it. So once a book is open here, reading its header with `open`/`close`
/// (`OrderBookFile.applicationID`, which every `OrderBookReader` does) would silently unlock the writer's
/// connection, and another process (`bistro status`, `bistro process`) could then recover the WAL under it
/// and corrupt the book. A long-running process that writes and publishes (`bistro serve` taking orders)
/// does exactly that; the header of a registered book is therefore taken from here, never read again.
enum OpenBooks {
    private struct FileID: Hashable {
        var device: UInt64
        var inode: UInt64
    }

    private static let applicationIDs = Mutex<[FileID: Int32]>([:])

    /// Remembers that the book at `path` (as it is now) is open, with its application id.
    static func register(_ path: String, applicationID: Int32) {
        guard let id = fileID(path) else { return }
        applicationIDs.withLock { $0[id] = applicationID }
    }

    /// The application id of the book at `path` when this process holds it open; nil otherwise.
    static func applicationID(_ path: String) -> Int32? {
        guard let id = fileID(path) else { return nil }
        return applicationIDs.withLock { $0[id] }
    }

    /// By `stat`, which opens nothing.
    private static func fileID(_ path: String) -> FileID? {
        var info = stat()
        guard stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        return FileID(device: UInt64(info.st_dev), inode: UInt64(info.st_ino))
    }
}
