import Logging
import ServiceLifecycle

/// `bistro serve --preview`: builds the content and templates into a fresh temporary folder (never the
/// production site), serves it with the reload script in every page, and rebuilds on every change under
/// the content and templates folders. A failing build leaves the last good site served and sends its
/// diagnostics to the pages (an overlay) and to `onBuild`; the next good build reloads the pages. The
/// folder is removed when the server stops (SIGTERM, SIGINT).
package struct PreviewServer: Sendable {
    package var content: String
    /// nil: the built-in templates only (nothing to watch).
    package var templates: String?
    package var listen: ListenAddress
    /// Warnings fail a build, as errors do (`--strict`).
    package var strict: Bool

    package init(content: String, templates: String?, listen: ListenAddress, strict: Bool = false) {
        self.content = content
        self.templates = templates
        self.listen = listen
        self.strict = strict
    }

    /// Runs until SIGTERM or SIGINT. `onBuild` gets every build, the first one before the server listens;
    /// `onRunning` the address to browse to; `onProblem` what keeps changes from being seen.
    package func run(
        logger: Logger, onBuild: @escaping @Sendable (PreviewBuild) -> Void,
        onRunning: @escaping @Sendable (String) -> Void,
        onProblem: @escaping @Sendable (String) -> Void
    ) async throws(ServerError) {
        let folder = try PreviewFolder.make()
        defer { folder.remove() }
        guard let site = SiteFolder(path: folder.url.path) else {
            throw ServerError("\(folder.url.path): cannot be read")
        }
        let watcher: DirectoryWatcher
        do {
            // Watching starts before the first build, so a change made while it runs is not missed.
            watcher = try DirectoryWatcher(roots: [content] + (templates.map { [$0] } ?? []), problem: onProblem)
        } catch {
            throw ServerError("cannot watch \(content) for changes: \(error)")
        }
        defer { watcher.stop() }
        let builder = PreviewBuilder(content: content, templates: templates, output: folder.url, strict: strict)
        let events = PreviewEvents()
        let first = await builder.build(number: 1)
        await events.publish(first)
        onBuild(first)
        let app = SiteServer.application(
            listen: listen, router: SiteServer.router(folder: site, preview: events),
            logger: logger, onRunning: onRunning)
        let service = PreviewService(
            watcher: watcher, builder: builder, events: events, firstBuild: first.number, onBuild: onBuild)
        // Shut down last first: the preview ends the pages' event streams, then the server closes.
        try await SiteServer.run([app, service], logger: logger, listen: listen)
    }
}
