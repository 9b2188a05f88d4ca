import BistroCore
import Foundation

/// A Maildir (`tmp/`, `new/`, `cur/`) that Bistro delivers into: each message is written to `tmp/NAME`,
/// flushed to disk, then renamed to `new/NAME`, so a reader never sees half a message. A name already in
/// `new/` or `cur/` (as NAME or NAME:2,FLAGS) counts as delivered, so re-delivery after a crash leaves one
/// copy.
///
/// A group is delivered in four steps: every message of the group is written to `tmp/` without a flush
/// (on every core); the file system is flushed once (`syncfs(2)`, or `fsync(2)` per file when the group
/// has one message or `syncfs` fails); the files are renamed into `new/` (on every core); `new/` itself
/// is flushed. Only then does the group count as delivered, so a message is never reported delivered
/// before its file and its name in `new/` are on disk. `cur/` is listed once per group.
package struct MaildirOutbox: MailTransport {
    package let directory: URL

    package init(directory: URL) {
        self.directory = directory
    }

    /// A message in the outbox has not left the machine: only a program reading the Maildir sends it on.
    package var destination: MailDestination { .outbox }

    /// Creates `tmp`, `new` and `cur` (mode 0750) when missing.
    package func prepare() throws(MailDeliveryError) {
        for sub in ["tmp", "new", "cur"] {
            let path = directory.appendingPathComponent(sub).path
            var status = stat()
            if lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFDIR { continue }
            do {
                try FileManager.default.createDirectory(
                    atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
            } catch {
                throw MailDeliveryError("cannot create outbox folder \(path): \(error.localizedDescription)")
            }
        }
    }

    package func deliver(_ text: String, fileName: String) throws(MailDeliveryError) {
        if let error = deliver(group: [OutgoingMail(text: text, fileName: fileName)], until: nil)[0] { throw error }
    }

    /// The whole group at once, as described above; `deadline` is not needed: a group takes one flush.
    /// Files are written, looked up and renamed relative to open descriptors of `tmp/` and `new/`, so
    /// each name is resolved in its folder alone, and a folder swapped for a link meanwhile is not followed.
    package func deliver(group: [OutgoingMail], until deadline: ContinuousClock.Instant?) -> [MailDeliveryError?] {
        var results = [MailDeliveryError?](repeating: nil, count: group.count)
        let root = directory.path
        let folders: (tmp: Int32, new: Int32)
        do {
            try prepare()
            folders = (try Self.openFolder(root + "/tmp"), try Self.openFolder(root + "/new"))
        } catch {
            return results.map { _ in error }
        }
        defer {
            close(folders.tmp)
            close(folders.new)
        }
        let inCur = namesInCur(root + "/cur")
        // Each message's file is its own: the writes, and later the renames, run on every core.
        let writes = parallelMap(group.count) { index -> MailDeliveryError?? in
            let name = group[index].fileName
            guard !name.isEmpty, !name.contains("/"), !name.hasPrefix(".") else {
                return .some(MailDeliveryError("invalid Maildir file name \"\(name)\""))
            }
            var status = stat()
            if inCur.contains(name) || fstatat(folders.new, name, &status, AT_SYMLINK_NOFOLLOW) == 0 { return .none }
            return .some(write(group[index].text, named: name, in: folders.tmp, shownAs: root + "/tmp/" + name))
        }
        var written: [Int] = []
        for (index, outcome) in writes.enumerated() {
            switch outcome {
            case .none: continue  // already delivered
            case .some(.some(let error)): results[index] = error
            case .some(.none): written.append(index)
            }
        }
        guard !written.isEmpty else { return results }
        if written.count == 1 || !syncFileSystem(of: folders.tmp) {
            for index in written {
                let name = group[index].fileName
                if !flush(name, in: folders.tmp) {
                    results[index] = MailDeliveryError(
                        "cannot flush \(root)/tmp/\(name) to disk: \(String(cString: strerror(errno)))")
                    unlinkat(folders.tmp, name, 0)
                }
            }
        }
        let toRename = written.filter { results[$0] == nil }
        let renames = parallelMap(toRename.count) { position -> MailDeliveryError? in
            let name = group[toRename[position]].fileName
            guard renameat(folders.tmp, name, folders.new, name) != 0 else { return nil }
            let error = MailDeliveryError(
                "cannot move message into \(root)/new/\(name): \(String(cString: strerror(errno)))")
            unlinkat(folders.tmp, name, 0)
            return error
        }
        var renamed: [Int] = []
        for (index, error) in zip(toRename, renames) {
            if let error { results[index] = error } else { renamed.append(index) }
        }
        if !renamed.isEmpty, fsync(folders.new) != 0 {
            // The files are in new/, but their names may not survive a crash: report them undelivered, so
            // they stay queued and the next run delivers them again (same names, one copy).
            let error = MailDeliveryError("cannot flush \(root)/new to disk: \(String(cString: strerror(errno)))")
            for index in renamed { results[index] = error }
        }
        return results
    }

    /// An open descriptor of one of the Maildir's folders (not through a link).
    private static func openFolder(_ path: String) throws(MailDeliveryError) -> Int32 {
        let fd = open(path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else {
            throw MailDeliveryError("cannot open outbox folder \(path): \(String(cString: strerror(errno)))")
        }
        return fd
    }

    /// The message names in `cur/`, without the ":2,FLAGS" info a mail reader appends.
    private func namesInCur(_ path: String) -> Set<String> {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return Set(names.map { name in name.firstIndex(of: ":").map { String(name[..<$0]) } ?? name })
    }

    /// Writes `text` to a new file `name` in `folder` (mode 0640, never through a symlink); nil when it
    /// worked. `shownAs` is its path in messages.
    private func write(_ text: String, named name: String, in folder: Int32, shownAs path: String) -> MailDeliveryError?
    {
        let fd = openat(folder, name, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o640)
        guard fd >= 0 else { return MailDeliveryError("cannot write \(path): \(String(cString: strerror(errno)))") }
        var text = text
        let failure: String? = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let result = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if result < 0 {
                    if errno == EINTR { continue }
                    return String(cString: strerror(errno))
                }
                offset += result
            }
            return nil
        }
        close(fd)
        guard let failure else { return nil }
        unlinkat(folder, name, 0)
        return MailDeliveryError("cannot write \(path): \(failure)")
    }

    /// `fsync(2)` of the file `name` in `folder`; false when it could not be opened or flushed.
    private func flush(_ name: String, in folder: Int32) -> Bool {
        let fd = openat(folder, name, O_RDONLY | O_NOFOLLOW | O_CLOEXEC)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return fsync(fd) == 0
    }

    /// `syncfs(2)` of the file system holding the open `folder`: every written file and name on it reaches
    /// the disk. False when it failed or the C library has no `syncfs` (the caller then flushes file by file).
    private func syncFileSystem(of folder: Int32) -> Bool {
        guard let syncfs = Self.syncfs else { return false }
        return syncfs(folder) == 0
    }

    /// glibc's `syncfs`, looked up at run time: the Glibc module does not export it. One flush per group
    /// instead of one `fsync` per message is a kept speed-up (docs/performance.md).
    private static let syncfs: (@convention(c) (Int32) -> Int32)? = dlsym(dlopen(nil, RTLD_NOW), "syncfs")
        .map { unsafeBitCast($0, to: (@convention(c) (Int32) -> Int32).self) }
}
