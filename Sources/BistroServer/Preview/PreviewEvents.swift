/// The preview's builds as events for the open pages (`/__bistro/events`):
///
/// - On connecting, a page gets the state of the last build: `ready` (data: the build's number) when it
///   succeeded, `diagnostics` (data: one `path:line:column: severity: message` a line) when it failed.
/// - After each build: `reload` when it succeeded and the site changed, or the build before had failed (so
///   a fixed error clears the overlay even when the output is as before); `diagnostics` when it failed.
///   A successful build that changed nothing sends nothing.
///
/// Every page's queue holds a few events at most (the newest), and at most `limit` pages listen: past
/// that the oldest is dropped, so closed pages that were never noticed cannot pile up.
actor PreviewEvents {
    private var last: PreviewBuild?
    private var listeners: [Int: AsyncStream<ServerSentEvent>.Continuation] = [:]
    private var nextListener = 0
    private var finished = false
    let limit: Int

    init(limit: Int = 64) {
        self.limit = limit
    }

    /// Records `build` and tells every listener what it means for them.
    func publish(_ build: PreviewBuild) {
        let previous = last
        last = build
        let event: ServerSentEvent?
        if !build.succeeded {
            event = Self.diagnostics(build)
        } else if build.changedFiles > 0 || previous.map({ !$0.succeeded }) ?? true {
            event = ServerSentEvent("reload", [String(build.number)])
        } else {
            event = nil
        }
        guard let event else { return }
        for listener in listeners.values { listener.yield(event) }
    }

    /// A new listener's events, starting with the state of the last build; finished at shutdown.
    func listen() -> AsyncStream<ServerSentEvent> {
        let (stream, continuation) = AsyncStream.makeStream(
            of: ServerSentEvent.self, bufferingPolicy: .bufferingNewest(8))
        guard !finished else {
            continuation.finish()
            return stream
        }
        if let last {
            continuation.yield(
                last.succeeded ? ServerSentEvent("ready", [String(last.number)]) : Self.diagnostics(last))
        }
        let id = nextListener
        nextListener += 1
        listeners[id] = continuation
        continuation.onTermination = { _ in Task { await self.remove(id) } }
        if listeners.count > limit, let oldest = listeners.keys.min() {
            listeners.removeValue(forKey: oldest)?.finish()
        }
        return stream
    }

    /// How many pages listen now.
    var listenerCount: Int { listeners.count }

    /// Ends every stream (the server is stopping); later listeners get an ended stream at once.
    func finish() {
        finished = true
        for listener in listeners.values { listener.finish() }
        listeners = [:]
    }

    private func remove(_ id: Int) {
        listeners[id] = nil
    }

    private static func diagnostics(_ build: PreviewBuild) -> ServerSentEvent {
        ServerSentEvent("diagnostics", build.diagnosticLines)
    }
}
