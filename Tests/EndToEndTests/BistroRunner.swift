import Foundation

/// A started child process whose standard output and standard error are drained at the same time, each by
/// a thread of its own from the moment the child starts. Reading one pipe to its end before the other
/// would block forever on a child that fills the other pipe (64 KiB on Linux) and then waits for it to be
/// read; and processes started together are all drained while they run, whichever is waited for first.
final class RunningChild: @unchecked Sendable {
    let process: Process
    private let drained = DispatchGroup()
    private let lock = NSLock()
    private var output = Data(), error = Data()

    /// Starts `executable ARGS` in `directory` with its standard output and error piped and drained.
    init(_ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String] = [:]) throws {
        process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        drain(out.fileHandleForReading) { child, data in child.output = data }
        drain(err.fileHandleForReading) { child, data in child.error = data }
    }

    /// Reads `handle` to its end on a dedicated thread (not Dispatch's pool, whose threads are few on a
    /// 2-core machine, nor the test's), then stores what it read.
    private func drain(_ handle: FileHandle, into store: @escaping @Sendable (RunningChild, Data) -> Void) {
        drained.enter()
        let thread = Thread { [self] in
            let data = handle.readDataToEndOfFile()
            try? handle.close()
            lock.withLock { store(self, data) }
            drained.leave()
        }
        thread.stackSize = 1 << 20
        thread.start()
    }

    /// Waits for the child to exit and for both pipes to reach their end.
    func wait() -> BistroRunner.Result {
        drained.wait()
        process.waitUntilExit()
        return lock.withLock {
            BistroRunner.Result(
                status: process.terminationStatus, stdout: String(decoding: output, as: UTF8.self),
                stderr: String(decoding: error, as: UTF8.self))
        }
    }

    /// Waits at most `seconds`; nil (and the child killed, so its pipes close) when it has not finished by then.
    func wait(atMost seconds: Double) -> BistroRunner.Result? {
        if drained.wait(timeout: .now() + seconds) == .timedOut {
            kill(process.processIdentifier, SIGKILL)
            _ = wait()
            return nil
        }
        return wait()
    }

    /// Waits for every child; all of them are drained while any runs, so the order does not matter.
    static func waitForAll(_ children: [RunningChild]) -> [BistroRunner.Result] {
        children.map { $0.wait() }
    }
}

/// Runs the built `.build/debug/bistro` (or the binary `$BISTRO` names, as in the browser suite: to show that
/// a new test fails on an older build, `BISTRO=OLD/bistro swift test --skip-build --filter NAME`) and captures
/// its output.
struct BistroRunner {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let binary =
        ProcessInfo.processInfo.environment["BISTRO"].map { URL(fileURLWithPath: $0) }
        ?? packageRoot.appendingPathComponent(".build/debug/bistro")
    static let fixtures = packageRoot.appendingPathComponent("Tests/EndToEndTests/Fixtures")

    /// Starts `bistro ARGS` in `directory`; its standard output and error are read while it runs.
    static func start(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:])
        throws -> RunningChild
    {
        try RunningChild(binary, arguments, in: directory, environment: environment)
    }

    /// Runs `bistro ARGS` to the end.
    static func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]) throws
        -> Result
    {
        try start(arguments, in: directory, environment: environment).wait()
    }

    /// A fresh temporary folder.
    static func temporaryFolder() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// Every file below `folder` with its bytes, by relative path.
    static func snapshot(_ folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            var isDirectory: ObjCBool = false
            let path = folder.appendingPathComponent(relative).path
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = FileManager.default.contents(atPath: path)
            }
        }
        return files
    }
}
