import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Tells when anything changes under a few folders, through Linux's inotify (no polling): one watch on
/// every folder below the roots, recursively, and a new watch on every folder created or moved in later
/// (with the folders inside it, which may have been made before the watch was in place).
///
/// A queue of its own waits in `poll(2)` on the inotify descriptor and on a pipe that `stop()` writes
/// to. Each batch of events read becomes one element of `changes`: the paths named in it (a few dozen
/// batches are kept for a slow reader, the newest). Folders that cannot be watched (the system's limit of watches,
/// `fs.inotify.max_user_watches`, or `limit` here) are reported once through `problem`.
///
/// `@unchecked Sendable` is safe: `folders` and `reportedProblem` are touched by `init` and then only by the
/// watcher's serial queue (`init` finishes before it starts the queue's work), `isStopped` only under
/// `stopped`, and everything else is immutable.
final class DirectoryWatcher: @unchecked Sendable {
    let changes: AsyncStream<[String]>
    private let continuation: AsyncStream<[String]>.Continuation
    private let inotify: Int32
    private let wake: (read: Int32, write: Int32)
    private let problem: @Sendable (String) -> Void
    private let limit: Int
    private let roots: [String]
    // Touched by `init` and then by the watcher queue only.
    private var folders: [Int32: String] = [:]
    private var reportedProblem = false
    private let stopped = NSLock()
    private var isStopped = false

    private static var folderEvents: UInt32 {
        UInt32(IN_CREATE) | UInt32(IN_DELETE) | UInt32(IN_MODIFY) | UInt32(IN_CLOSE_WRITE) | UInt32(IN_MOVED_FROM)
            | UInt32(IN_MOVED_TO) | UInt32(IN_ATTRIB) | UInt32(IN_DELETE_SELF) | UInt32(IN_MOVE_SELF)
    }

    /// Starts watching every folder under `roots` (those that exist). Throws only when inotify itself
    /// cannot be had.
    init(roots: [String], limit: Int = 20_000, problem: @escaping @Sendable (String) -> Void) throws {
        let descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw WatcherError(reason: "inotify: \(String(cString: strerror(errno)))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw WatcherError(reason: "pipe: \(String(cString: strerror(errno)))")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, O_NONBLOCK)
        }
        inotify = descriptor
        wake = (ends[0], ends[1])
        self.problem = problem
        self.limit = limit
        self.roots = roots
        let (stream, continuation) = AsyncStream.makeStream(of: [String].self, bufferingPolicy: .bufferingNewest(32))
        changes = stream
        self.continuation = continuation
        for root in roots { watchTree(root, isRoot: true) }
        DispatchQueue(label: "bistro.preview-watcher").async { [self] in run() }
    }

    /// Stops the watching; `changes` then ends. Safe to call more than once.
    func stop() {
        let first = stopped.withLock { () -> Bool in
            defer { isStopped = true }
            return !isStopped
        }
        guard first else { return }
        var byte: UInt8 = 1
        _ = write(wake.write, &byte, 1)
    }

    /// How many folders are watched (for tests).
    var watchedFolderCount: Int { stopped.withLock { folders.count } }

    private func run() {
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        // A batch names at most 1,000 paths (a rebuild is due either way).
        var descriptors = [
            pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            pollfd(fd: wake.read, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let ready = poll(&descriptors, 2, -1)
            if ready < 0 && errno == EINTR { continue }
            if ready < 0 || descriptors[1].revents != 0 { break }
            var changed: [String] = []
            while true {
                let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
                if count <= 0 { break }
                handle(buffer, count: count, changed: &changed)
            }
            if !changed.isEmpty { continuation.yield(changed) }
        }
        continuation.finish()
        close(inotify)
        close(wake.read)
        close(wake.write)
    }

    /// Reads the `inotify_event` records in `buffer[0..<count]`: new folders get watches, dropped watches
    /// are forgotten, and a lost queue (overflow) re-watches everything.
    private func handle(_ buffer: [UInt8], count: Int, changed: inout [String]) {
        let headerSize = MemoryLayout<inotify_event>.size
        var offset = 0
        buffer.withUnsafeBytes { bytes in
            while offset + headerSize <= count {
                let descriptor = bytes.loadUnaligned(fromByteOffset: offset, as: Int32.self)
                let mask = bytes.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)
                let nameLength = Int(bytes.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                let nameBytes = bytes[(offset + headerSize)..<min(offset + headerSize + nameLength, count)]
                let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
                offset += headerSize + nameLength
                let folder = stopped.withLock { folders[descriptor] }
                if changed.count < 1_000 { changed.append(name.isEmpty ? folder ?? "" : (folder ?? "") + "/" + name) }
                if mask & UInt32(IN_Q_OVERFLOW) != 0 {
                    for root in roots { watchTree(root, isRoot: true) }
                } else if mask & UInt32(IN_IGNORED) != 0 {
                    stopped.withLock { _ = folders.removeValue(forKey: descriptor) }
                } else if mask & UInt32(IN_ISDIR) != 0, mask & (UInt32(IN_CREATE) | UInt32(IN_MOVED_TO)) != 0,
                    let folder
                {
                    watchTree(folder + "/" + name, isRoot: false)
                }
            }
        }
    }

    /// Watches `path` and every folder below it. Symbolic links are followed for a root only.
    private func watchTree(_ path: String, isRoot: Bool) {
        var pending = [(path, isRoot)]
        while let (folder, followLinks) = pending.popLast() {
            guard stopped.withLock({ folders.count }) < limit else {
                report(
                    "more than \(limit) folders under \(roots.joined(separator: " and ")): changes below "
                        + "\(folder) are not seen"
                )
                return
            }
            var mask = Self.folderEvents | UInt32(IN_ONLYDIR)
            if !followLinks { mask |= UInt32(IN_DONT_FOLLOW) }
            let descriptor = inotify_add_watch(inotify, folder, mask)
            guard descriptor >= 0 else {
                if errno == ENOSPC || errno == ENOMEM {
                    report(
                        "cannot watch \(folder) for changes (the system's limit of inotify watches, "
                            + "fs.inotify.max_user_watches, is reached)"
                    )
                }
                continue
            }
            stopped.withLock { folders[descriptor] = folder }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries {
                let child = folder + "/" + entry
                var info = stat()
                if lstat(child, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { pending.append((child, false)) }
            }
        }
    }

    private func report(_ message: String) {
        guard !reportedProblem else { return }
        reportedProblem = true
        problem(message)
    }
}

struct WatcherError: Error, CustomStringConvertible {
    var reason: String
    var description: String { reason }
}
