import Foundation

/// A `bistro serve` child whose standard output is read line by line while it runs (the address it
/// prints), with standard error kept for the end. `stop()` sends SIGTERM and, when the child has not
/// ended within a deadline, SIGKILL; call it in a `defer` so no test leaves a server behind.
final class ServerProcess: @unchecked Sendable {
    let process = Process()
    private let lock = NSLock()
    private var output = Data(), errors = Data()
    private let drained = DispatchGroup()

    /// `fileLimit`: the child's limit of open files (`ulimit -n`), set by a shell that then becomes it.
    init(_ arguments: [String], in directory: URL, environment: [String: String] = [:], fileLimit: Int? = nil) throws {
        process.executableURL = BistroRunner.binary
        process.arguments = arguments
        if let fileLimit {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments =
                ["-c", "ulimit -n \(fileLimit) && exec \"$0\" \"$@\"", BistroRunner.binary.path] + arguments
        }
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        drain(out.fileHandleForReading) { $0.output.append($1) }
        drain(err.fileHandleForReading) { $0.errors.append($1) }
    }

    private func drain(_ handle: FileHandle, into store: @escaping @Sendable (ServerProcess, Data) -> Void) {
        drained.enter()
        let thread = Thread { [self] in
            while true {
                let data = handle.availableData
                if data.isEmpty { break }
                lock.withLock { store(self, data) }
            }
            try? handle.close()
            drained.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    var stdout: String { lock.withLock { String(decoding: output, as: UTF8.self) } }
    var stderr: String { lock.withLock { String(decoding: errors, as: UTF8.self) } }

    /// The first match of `pattern` (its first capture group) in standard output within `seconds`; nil
    /// when the child printed none by then or ended.
    func waitForOutput(_ pattern: String, within seconds: Double) -> String? {
        let regex = try! NSRegularExpression(pattern: pattern)
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let text = stdout
            if let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
                let range = Range(match.range(at: match.numberOfRanges > 1 ? 1 : 0), in: text)
            {
                return String(text[range])
            }
            if !process.isRunning { return nil }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }

    /// Whether standard error shows `text` within `seconds` (false when the child ended first).
    func waitForError(_ text: String, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if stderr.contains(text) { return true }
            if !process.isRunning { return false }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    /// Whether the child ends within `seconds` (by itself, or after a signal the test sent).
    func waitForExit(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while process.isRunning {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    /// SIGTERM, then SIGKILL after `seconds`; the exit status, or nil when it had to be killed.
    @discardableResult
    func stop(within seconds: Double = 20) -> Int32? {
        guard process.isRunning else {
            process.waitUntilExit()
            return process.terminationStatus
        }
        kill(process.processIdentifier, SIGTERM)
        if drained.wait(timeout: .now() + seconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            drained.wait()
            process.waitUntilExit()
            return nil
        }
        process.waitUntilExit()
        return process.terminationStatus
    }
}
