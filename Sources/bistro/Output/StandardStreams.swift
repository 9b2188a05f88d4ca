import Synchronization

#if canImport(Glibc)
    @preconcurrency import Glibc
#endif

/// Standard input, output and error, as Bistro uses them. Writing to a closed or full stream is a failure
/// that makes the run exit 1, never a crash: lines to standard error go out with write(2) and a failure is
/// remembered; standard output (`print`, buffered by stdio) is flushed and checked when the command ends.
enum StandardStreams {
    /// The errno of the first write that failed; 0 while none has.
    private static let lostOutput = Atomic<Int32>(0)

    /// Call first thing. A closed descriptor 0, 1 or 2 would be handed to the next file Bistro opens (a
    /// page, a spool file, the database), and a line meant for the terminal would land in that file. So a
    /// closed standard input reads as empty (/dev/null), and a closed standard output or error is
    /// replaced by /dev/full: writing there fails as writing to the closed stream would have.
    static func guardClosedDescriptors() {
        for (descriptor, stand) in [
            (STDIN_FILENO, "/dev/null"), (STDOUT_FILENO, "/dev/full"), (STDERR_FILENO, "/dev/full"),
        ]
        where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            var opened = open(stand, descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY)
            if opened == -1 { opened = open("/dev/null", descriptor == STDIN_FILENO ? O_RDONLY : O_WRONLY) }
            if opened != -1 && opened != descriptor {
                dup2(opened, descriptor)
                close(opened)
            }
        }
    }

    /// Writes `text` to standard error whole (retrying short writes); a failure is remembered for `finish`.
    static func writeError(_ text: String) {
        fflush(stderr)
        var text = text
        let failed = text.withUTF8 { bytes -> Int32? in
            var offset = 0
            while offset < bytes.count {
                let count = write(STDERR_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
                if count < 0 && errno == EINTR { continue }
                if count <= 0 { return count < 0 ? errno : EIO }
                offset += count
            }
            return nil
        }
        if let failed { _ = lostOutput.compareExchange(expected: 0, desired: max(failed, 1), ordering: .relaxed) }
    }

    /// Flushes standard output and error and exits: with `status`, or 1 when anything written to them was
    /// lost (the reason goes to standard error, if that still works).
    static func finish(status: Int32 = 0) -> Never {
        var lost = lostOutput.load(ordering: .relaxed) != 0
        if fflush(stdout) != 0 || ferror(stdout) != 0 {
            writeError("bistro: error: cannot write to standard output: \(String(cString: strerror(errno)))\n")
            lost = true
        }
        if fflush(stderr) != 0 || ferror(stderr) != 0 { lost = true }
        exit(lost ? max(status, 1) : status)
    }
}
