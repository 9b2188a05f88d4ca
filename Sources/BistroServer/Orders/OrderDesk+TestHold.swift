import Foundation

extension OrderDesk {
    /// Test-only: when this environment variable names a file, each pass first creates "FILE.held" and
    /// waits (at most a minute) until FILE is gone, so a test can run a cron `bistro process` exactly
    /// between a request's delivery into the spool and the pass that awaits it. Never set it in production.
    package static let holdBeforePassVariable = "BISTRO_TEST_HOLD_BEFORE_PASS"

    static func holdBeforePass() {
        guard let file = ProcessInfo.processInfo.environment[holdBeforePassVariable],
            FileManager.default.fileExists(atPath: file)
        else { return }
        _ = FileManager.default.createFile(atPath: file + ".held", contents: nil)
        let deadline = ContinuousClock.now + .seconds(60)
        while FileManager.default.fileExists(atPath: file), ContinuousClock.now < deadline { usleep(10_000) }
    }
}
