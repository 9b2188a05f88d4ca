import AsyncAlgorithms
import ServiceLifecycle

/// The preview's work between requests: every burst of changes under the content and templates
/// folders (settled for `quietPeriod`) starts a build, and its outcome goes to the pages
/// (`PreviewEvents`) and to `onBuild` (the terminal). On graceful shutdown it stops watching and ends the
/// pages' event streams, so the server can close their connections.
struct PreviewService: Service {
    static var quietPeriod: Duration { .milliseconds(50) }

    let watcher: DirectoryWatcher
    let builder: PreviewBuilder
    let events: PreviewEvents
    /// The number of the build already made (before the server started).
    let firstBuild: Int
    let onBuild: @Sendable (PreviewBuild) -> Void

    func run() async throws {
        await cancelWhenGracefulShutdown {
            var number = firstBuild
            for await _ in watcher.changes.debounce(for: Self.quietPeriod) {
                number += 1
                let build = await builder.build(number: number)
                await events.publish(build)
                onBuild(build)
            }
        }
        watcher.stop()
        await events.finish()
    }
}
