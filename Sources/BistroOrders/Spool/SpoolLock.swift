import Foundation

/// An exclusive `flock` on `SPOOL/.lock`, held for the life of the value (the kernel drops it when the
/// process dies, even by kill -9, so a crash never leaves a stale lock).
public final class SpoolLock: Sendable {
    private let descriptor: Int32

    /// The lock, or nil when another process holds it.
    public static func acquire(spool: SpoolDirectory) throws(SpoolError) -> SpoolLock? {
        let path = spool.root + "/.lock"
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o640)
        guard fd >= 0 else { throw SpoolError.system("cannot open the lock file \(path)", errno) }
        if flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            close(fd)
            if code == EWOULDBLOCK { return nil }
            throw SpoolError.system("cannot lock \(path)", code)
        }
        return SpoolLock(descriptor: fd)
    }

    private init(descriptor: Int32) { self.descriptor = descriptor }

    deinit { close(descriptor) }
}
