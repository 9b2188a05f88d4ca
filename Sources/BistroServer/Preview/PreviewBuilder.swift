import BistroOrders
import BistroSite
import Foundation

/// Builds the owner's content and templates into the preview's folder with `bistro build`'s own
/// pipeline (`SiteBuilder`): only changed files are written, and a failing build writes nothing, so the
/// folder keeps the last good site.
struct PreviewBuilder: Sendable {
    let content: String
    let templates: String?
    let output: URL
    /// Warnings fail a build (`SiteBuilder.strict`).
    var strict = false

    /// One build at a time, off Swift's concurrency pool and the server's event loops (a build is
    /// synchronous and uses every core).
    private static let queue = BlockingQueue(label: "bistro.preview-builder")

    func build(number: Int) async -> PreviewBuild {
        await Self.queue.run { buildNow(number: number) }
    }

    func buildNow(number: Int) -> PreviewBuild {
        let clock = ContinuousClock()
        let start = clock.now
        let builder = SiteBuilder(
            folders: .init(content: content, templates: templates, output: output.path), strict: strict)
        do {
            let report = try builder.build()
            return PreviewBuild(
                number: number, succeeded: true, changedFiles: report.files.written + report.files.removed,
                diagnostics: report.warnings, duration: clock.now - start)
        } catch {
            return PreviewBuild(
                number: number, succeeded: false, changedFiles: 0, diagnostics: error.diagnostics,
                duration: clock.now - start)
        }
    }
}
