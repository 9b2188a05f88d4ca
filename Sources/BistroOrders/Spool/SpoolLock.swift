import BistroCore
import Foundation

/// An exclusive `flock` on `SPOOL/.lock`, held for the life of the value (the kernel drops it when the
/// process dies, even by kill -9, so a crash never leaves a stale lock).
///
/// A run that hangs while holding it (a sendmail that never returns, a stuck file system) keeps every
/// later run out, and those runs say only that another process is running. So the holder writes into the
/// lock file who it is and since when ("pid 4242" and "since SECONDS", its clock's Unix time), and a run
/// kept out by a lock held longer than `longHeldAfterSeconds` warns, naming that process and how long it
/// has held the lock (`longHeldWarning`).
package final class SpoolLock: Sendable {
    private let descriptor: Int32

    /// A lock held longer than this is reported by the runs it keeps out: ten minutes, many times what
    /// a run needs (10,000 orders take seconds; a run stops delivering messages after five minutes).
    static let longHeldAfterSeconds = 10 * 60

    /// The lock, or nil when another process holds it. `now` (the run's clock) is recorded as the time
    /// the lock was taken.
    package static func acquire(spool: SpoolDirectory, now: Timestamp = Timestamp(Date())) throws(SpoolError)
        -> SpoolLock?
    {
        let path = spool.root + "/.lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o640)
        guard fd >= 0 else { throw SpoolError.system("cannot open the lock file \(path)", errno) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { return nil }
            throw SpoolError.system("cannot lock \(path)", code)
        }
        // Best effort: the lock works without it, only a long hold could not be named.
        let record = Array("pid \(getpid())\nsince \(now.secondsSince1970)\n".utf8)
        if ftruncate(fd, 0) == 0 { _ = pwrite(fd, record, record.count, 0) }
        return SpoolLock(descriptor: fd)
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit {
        // Emptied before it is released, so no later reader takes this run for the holder.
        _ = ftruncate(descriptor, 0)
        close(descriptor)
    }

    /// Who holds the lock, as the holder wrote it.
    package struct Holder: Sendable, Hashable {
        package var pid: Int32
        package var since: Timestamp
    }

    /// The holder the lock file names, when it names a running process; nil otherwise (nobody holds the
    /// lock, the holder has not written yet, or the file cannot be read).
    package static func holder(of spool: SpoolDirectory) -> Holder? {
        let fd = open(spool.root + "/.lock", O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: 128)
        let count = read(fd, &bytes, bytes.count)
        guard count > 0 else { return nil }
        var pid: Int32?, since: Int?
        for line in String(decoding: bytes.prefix(count), as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard parts.count == 2 else { continue }
            if parts[0] == "pid" { pid = Int32(parts[1]) }
            if parts[0] == "since" { since = Int(parts[1]) }
        }
        guard let pid, pid > 0, let since, kill(pid, 0) == 0 || errno == EPERM else { return nil }
        return Holder(pid: pid, since: Timestamp(secondsSince1970: since))
    }

    /// For a run kept out at `now`: a warning when the holder has held the lock longer than
    /// `longHeldAfterSeconds`, naming it ("the spool /srv/cafe/spool has been locked by process 4242 for
    /// 11 minutes; …"), else nil.
    package static func longHeldWarning(spool: SpoolDirectory, now: Timestamp) -> String? {
        guard let holder = holder(of: spool) else { return nil }
        let seconds = now.secondsSince1970 - holder.since.secondsSince1970
        guard seconds > longHeldAfterSeconds else { return nil }
        let minutes = seconds / 60
        return """
            the spool \(spool.root) has been locked by process \(holder.pid) for \(minutes) minutes (more than \
            \(longHeldAfterSeconds / 60)); no order is processed until it finishes. If it hangs, stop it: kill \
            \(holder.pid)
            """
    }
}
