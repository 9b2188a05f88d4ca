import ServiceLifecycle
import UnixSignals

/// SIGHUP reloads the owner's content and templates into a running `bistro serve` (`OrderService.reload`):
/// the prices, coupons and hours orders are decided by, and the published site. Run beside the order service;
/// it stops at the server's graceful shutdown. The signal is trapped when the reloader is made, before the
/// server listens, so a SIGHUP never finds the default action (ending the process).
struct ContentReloader: Service {
    let signals: UnixSignalsSequence
    let orders: OrderService

    static func trapping(for orders: OrderService) async -> ContentReloader {
        ContentReloader(signals: await UnixSignalsSequence(trapping: .sighup), orders: orders)
    }

    func run() async throws {
        for await _ in signals.cancelOnGracefulShutdown() {
            await orders.reload()
        }
    }
}
