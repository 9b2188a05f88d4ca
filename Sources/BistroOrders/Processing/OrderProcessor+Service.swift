import Logging
import ServiceLifecycle
import Synchronization

extension OrderProcessor {
    /// `run()` as a swift-service-lifecycle service, as `bistro serve` runs its order service: SIGTERM or
    /// SIGINT stop it gracefully instead of killing it between two files. The batches already read are
    /// decided and their files moved, due messages are delivered, and the summary says it stopped; the files
    /// not read stay in `incoming/` for the next run.
    package func runUntilStopped(logger: Logger) async throws -> Outcome {
        let service = ProcessRun(processor: self)
        let group = ServiceGroup(
            configuration: .init(
                services: [.init(service: service, successTerminationBehavior: .gracefullyShutdownGroup)],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
        guard let result = service.result.withLock({ $0 }) else { throw CancellationError() }
        return try result.get()
    }
}

/// One run of the processor as a service; what it gave is kept for `runUntilStopped`. The processor is let
/// go as soon as it has run, so the order book it holds is closed (its WAL checkpointed and removed) before
/// the command exits, not whenever the service group's tasks are freed.
private final class ProcessRun: Service {
    private let processor: Mutex<OrderProcessor?>
    let result = Mutex<Result<OrderProcessor.Outcome, any Error>?>(nil)

    init(processor: OrderProcessor) { self.processor = Mutex(processor) }

    func run() async {
        guard let processor = processor.withLock({ $0.take() }) else { return }
        let outcome: Result<OrderProcessor.Outcome, any Error>
        do {
            outcome = .success(try await processor.run())
        } catch {
            outcome = .failure(error)
        }
        result.withLock { $0 = outcome }
    }
}
