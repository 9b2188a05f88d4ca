import Foundation

/// One run of a command with bytes on its standard input, its standard output discarded and the start of
/// its standard error kept, that never outlives a time limit: the command runs in a process group of its
/// own, and when it has not exited in time the whole group (a shell script's children too) is killed.
/// Nothing here blocks without a deadline: the input is written and the errors read through `poll(2)`.
struct PipedCommand {
    enum Outcome: Sendable, Hashable {
        case exited(status: Int32, errors: String)
        case killed(signal: Int32, errors: String)
        /// Still running at the time limit; its process group was killed.
        case timedOut
        case cannotStart(String)
    }

    /// At most this much of standard error is kept (the rest is read and dropped).
    static let keptErrorBytes = 2000

    let arguments: [String]

    func run(input: [UInt8], timeout: Duration) -> Outcome {
        let deadline = ContinuousClock.now + timeout
        var inputPipe: [Int32] = [-1, -1], errorPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0 else { return .cannotStart(String(cString: strerror(errno))) }
        guard pipe(&errorPipe) == 0 else {
            let reason = String(cString: strerror(errno))
            close(inputPipe[0]); close(inputPipe[1])
            return .cannotStart(reason)
        }
        // Glibc's module has no pipe2: the close-on-exec flags are set right after (Bistro starts no
        // other programs meanwhile), so no other child inherits these pipes.
        for fd in inputPipe + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        let (pid, code) = spawn(stdin: inputPipe[0], stderr: errorPipe[1])
        close(inputPipe[0])
        close(errorPipe[1])
        guard let pid else {
            close(inputPipe[1]); close(errorPipe[0])
            return .cannotStart(String(cString: strerror(code)))
        }
        _ = fcntl(inputPipe[1], F_SETFL, O_NONBLOCK)
        _ = fcntl(errorPipe[0], F_SETFL, O_NONBLOCK)
        guard
            let (status, errors) = communicate(
                pid, input: input, writeEnd: inputPipe[1], readEnd: errorPipe[0], deadline: deadline)
        else {
            kill(-pid, SIGKILL)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            return .timedOut
        }
        let text = String(decoding: errors, as: UTF8.self)
        if status & 0x7F == 0 { return .exited(status: (status >> 8) & 0xFF, errors: text) }
        return .killed(signal: status & 0x7F, errors: text)
    }

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), looked up at run time: the Glibc
    /// module does not export it.
    private static let addCloseFrom:
        (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32)? =
            dlsym(dlopen(nil, RTLD_NOW), "posix_spawn_file_actions_addclosefrom_np")
            .map {
                unsafeBitCast(
                    $0, to: (@convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32).self)
            }

    /// Starts the command as the leader of a new process group, with default signal handling and no
    /// blocked signals (Bistro ignores SIGPIPE; the command should not inherit that), `stdin` and
    /// `stderr` as its standard input and error and /dev/null as its standard output.
    private func spawn(stdin: Int32, stderr: Int32) -> (pid: pid_t?, error: Int32) {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, stderr, 2)
        // Nothing else Bistro has open reaches the command (the order book, spool files, another thread's
        // file being written, which would stay "Text file busy" for as long as the command runs).
        _ = Self.addCloseFrom?(&actions, 3)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        posix_spawnattr_setpgroup(&attributes, 0)
        var defaults = sigset_t(), mask = sigset_t()
        sigfillset(&defaults)
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        let strings: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for string in strings { free(string) } }
        var pid: pid_t = 0
        var code = posix_spawn(&pid, arguments[0], &actions, &attributes, strings, environ)
        // "Text file busy": the script is still open for writing somewhere, often only for the instant
        // between another thread's fork and exec of an unrelated child. Try again for up to a second.
        for _ in 0..<20 where code == ETXTBSY {
            usleep(50_000)
            code = posix_spawn(&pid, arguments[0], &actions, &attributes, strings, environ)
        }
        return code == 0 ? (pid, 0) : (nil, code)
    }

    /// Writes `input`, reads standard error and waits for the command to exit: its wait status and the
    /// errors it wrote, or nil at the deadline. A command that stops reading early gets the rest of its
    /// input dropped. Once the command has exited, what its standard error still holds is read and the
    /// pipe left: a child it left running in the background (a mailer's queue runner) is not waited for.
    private func communicate(
        _ pid: pid_t, input: [UInt8], writeEnd: Int32, readEnd: Int32,
        deadline: ContinuousClock.Instant
    ) -> (status: Int32, errors: [UInt8])? {
        var writing = !input.isEmpty, reading = true, written = 0
        var errors: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        var pause: Int32 = 1
        if !writing { close(writeEnd) }
        defer {
            if writing { close(writeEnd) }
            close(readEnd)
        }
        /// Reads what standard error holds now; false at its end or on an error.
        func readErrors() -> Bool {
            while true {
                let count = read(readEnd, &buffer, buffer.count)
                if count > 0 {
                    errors += buffer.prefix(min(count, max(0, Self.keptErrorBytes - errors.count)))
                    continue
                }
                return count < 0 && (errno == EAGAIN || errno == EINTR)
            }
        }
        while true {
            var status: Int32 = 0
            let waited = waitpid(pid, &status, WNOHANG)
            if waited == pid {
                if reading { _ = readErrors() }
                return (status, errors)
            }
            // Someone else reaped it (not expected): report an unknown failure rather than wait forever.
            if waited < 0 && errno == ECHILD { return (255 << 8, errors) }
            guard let left = Self.milliseconds(until: deadline) else { return nil }
            var fds: [pollfd] = []
            if writing { fds.append(pollfd(fd: writeEnd, events: Int16(POLLOUT), revents: 0)) }
            if reading { fds.append(pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)) }
            // With nothing left to write, wake up now and then to see whether the command has exited.
            let wait = writing ? min(left, 50) : min(left, pause)
            pause = min(pause * 2, 50)
            guard !fds.isEmpty else {
                usleep(UInt32(wait) * 1000)
                continue
            }
            guard poll(&fds, nfds_t(fds.count), wait) > 0 else { continue }
            for entry in fds where entry.revents != 0 {
                if entry.fd == writeEnd {
                    let count = input.withUnsafeBytes {
                        write(writeEnd, $0.baseAddress! + written, input.count - written)
                    }
                    if count > 0 { written += count }
                    if written == input.count || (count < 0 && errno != EAGAIN && errno != EINTR) {
                        close(writeEnd)
                        writing = false
                    }
                } else if !readErrors() {
                    reading = false
                }
            }
        }
    }

    /// Whole milliseconds left until `deadline` (at least 1), or nil when it has passed.
    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
        let left = ContinuousClock.now.duration(to: deadline)
        guard left > .zero else { return nil }
        let (seconds, attoseconds) = left.components
        return Int32(clamping: max(1, seconds * 1000 + attoseconds / 1_000_000_000_000_000))
    }
}
