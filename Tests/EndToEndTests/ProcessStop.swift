import Foundation

#if canImport(Glibc)
    import Glibc
#endif

extension Process {
    /// Ends a helper server the tests started: SIGTERM, then SIGKILL when it is still running after `grace`
    /// seconds; returns once it has exited.
    func stop(grace: TimeInterval = 10) {
        guard isRunning else { return }
        kill(processIdentifier, SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while isRunning && Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        if isRunning { kill(processIdentifier, SIGKILL) }
        waitUntilExit()
    }
}
