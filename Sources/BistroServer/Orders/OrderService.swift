import BistroContent
import BistroCore
import BistroOrderBook
import BistroOrders
import BistroSite
import ServiceLifecycle
import Synchronization

/// The server's one writer, run as a service beside the HTTP server. A request hands its command to
/// `submit` and waits; the writer takes every command waiting (up to `batchLimit`) as one batch, decides it
/// through the order core in one transaction (`OrderIntake`), publishes the pages the batch changed, and
/// answers each request after the commit. No file is written for a request: the commit is the durable point,
/// and a retry with the same `orderId` finds its order. Two hundred concurrent orders become a few batches.
///
/// The answers go out once the batch's receipts are written; the same publish then writes its histories
/// (whose links travel only by mail, sent after it) and the manifest. The catalogue's stock and
/// badges follow `catalogueDelay` later (or four times as long as the last catalogue publish took, when
/// that is longer), in one publish for every batch of that moment (`publishCatalogue`), on the same queue. The stock itself is checked in the transaction, so a menu a moment behind never sells
/// what is gone.
///
/// Messages go out on a second queue `messageDelay` after the answers (`deliverDueMessages`), once for the
/// orders of that moment, so a slow mailer never delays an order; with no order coming in, at start and every
/// `deliveryInterval` (a booking's reminder falls due hours after its booking). On shutdown (after the HTTP server has answered what it read) the writer decides what still
/// waits, the catalogue is published, and the delivery of due messages runs once more.
package final class OrderService: Service, Sendable {
    typealias Answer = Result<OrderOutcome, OrderStoreError>

    /// At most this many commands per transaction.
    static let batchLimit = 500
    /// Past this many commands waiting, a request is answered at once that the server is busy.
    static let waitingLimit = 10_000

    let setup: OrderServiceSetup
    /// The rules orders are decided by: the content loaded at start (or at the last `reload`), with `now`
    /// set per batch.
    private let rules: Mutex<Rules>
    private let waiting = Mutex(Waiting())
    private let writerWake: AsyncStream<Void>
    private let writerWakeUp: AsyncStream<Void>.Continuation
    private let deliveryWake: AsyncStream<Void>
    private let deliveryWakeUp: AsyncStream<Void>.Continuation
    private let catalogueWake: AsyncStream<Void>
    private let catalogueWakeUp: AsyncStream<Void>.Continuation
    /// The blocking work (SQLite commits with fsync, writing pages, a sendmail) runs on these serial queues,
    /// off the server's threads: one writer, one deliverer.
    private let writerQueue = BlockingQueue(label: "bistro.order-writer")
    private let deliveryQueue = BlockingQueue(label: "bistro.message-delivery")

    private struct Rules {
        var content: RestaurantContent
        var context: OrderContext
        /// The order core with the messages' wording of this content and the templates.
        var intake: OrderIntake
    }

    private struct Waiting {
        var commands: [(OrderCommand, CheckedContinuation<Answer, Never>)] = []
        /// Set once the writer has stopped: a command then is answered at once.
        var stopped = false
    }

    package init(setup: OrderServiceSetup) {
        self.setup = setup
        rules = Mutex(
            Rules(
                content: setup.content, context: OrderContext(content: setup.content, now: setup.now()),
                intake: setup.intake))
        (writerWake, writerWakeUp) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        (deliveryWake, deliveryWakeUp) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
        (catalogueWake, catalogueWakeUp) = AsyncStream.makeStream(bufferingPolicy: .bufferingNewest(1))
    }

    /// Decides `command` with the batch it joins, and answers once that batch has committed.
    func submit(_ command: OrderCommand) async -> Answer {
        await withCheckedContinuation { continuation in
            let refusal: String? = waiting.withLock { waiting in
                if waiting.stopped { return "the server is stopping; try again in a moment" }
                if waiting.commands.count >= Self.waitingLimit { return "too many orders are waiting; try again" }
                waiting.commands.append((command, continuation))
                return nil
            }
            if let refusal {
                continuation.resume(returning: .failure(OrderStoreError(refusal)))
            } else {
                writerWakeUp.yield()
            }
        }
    }

    package func run() async throws {
        // Wakes the deliverer at start and every `deliveryInterval`, until the writer stops. Not a child of the
        // group below: the writer's task ends it, and a child's sleep could not be ended from another child.
        let ticker = Task { [self] in
            while !Task.isCancelled {
                deliveryWakeUp.yield()
                try? await Task.sleep(for: setup.deliveryInterval)
            }
        }
        await withGracefulShutdownHandler {
            await withTaskGroup(of: Void.self) { group in
                group.addTask { [self] in
                    for await _ in writerWake { await decideWaiting(stopWhenNone: false) }
                    await decideWaiting(stopWhenNone: true)
                    ticker.cancel()
                    catalogueWakeUp.finish()
                    deliveryWakeUp.finish()
                }
                group.addTask { [self] in
                    // A catalogue that takes long to render (thousands of dishes) waits longer, so that the
                    // writer spends at most a fifth of its time on it.
                    var delay = setup.catalogueDelay
                    for await _ in catalogueWake {
                        try? await Task.sleep(for: delay)
                        let took = await ContinuousClock().measure { await writerQueue.run { self.publishCatalogue() } }
                        delay = max(setup.catalogueDelay, took * 4)
                    }
                    await writerQueue.run { self.publishCatalogue() }
                }
                group.addTask { [self] in
                    for await _ in deliveryWake {
                        try? await Task.sleep(for: setup.messageDelay)
                        await deliveryQueue.run { self.deliverDueMessages() }
                    }
                    await deliveryQueue.run { self.deliverDueMessages() }
                }
            }
        } onGracefulShutdown: {
            self.writerWakeUp.finish()
        }
    }

    /// Decides the waiting commands, batch after batch, until none waits.
    private func decideWaiting(stopWhenNone: Bool) async {
        while true {
            let batch = waiting.withLock { waiting in
                let count = min(waiting.commands.count, Self.batchLimit)
                if count == 0 && stopWhenNone { waiting.stopped = true }
                defer { waiting.commands.removeFirst(count) }
                return Array(waiting.commands.prefix(count))
            }
            guard !batch.isEmpty else { return }
            let catalogueBehind = await writerQueue.run { self.decide(batch) }
            if catalogueBehind { catalogueWakeUp.yield() }
            deliveryWakeUp.yield()
        }
    }

    /// One batch: recorded in one transaction, then the orders whose preparation time is up marked ready
    /// (as `bistro process` does), then the receipts and histories it changed published. Each request is
    /// answered once the batch's receipt pages are written, so a receipt page exists before its order is
    /// answered; the histories and the manifest follow. Says whether the catalogue is left behind.
    private func decide(_ batch: [(OrderCommand, CheckedContinuation<Answer, Never>)]) -> Bool {
        let now = setup.now()
        var (context, intake) = rules.withLock { ($0.context, $0.intake) }
        context.now = LocalTime(now, in: context.timeZone)
        let decided: OrderIntake.Decided
        do {
            decided = try intake.record(batch.map(\.0), context: context)
        } catch {
            setup.onProblem("recording orders failed: \(error.message)")
            for (_, continuation) in batch { continuation.resume(returning: .failure(error)) }
            return false
        }
        let answers = BatchAnswers(zip(batch.map(\.1), decided.outcomes.map { .success($0) }))
        // A duplicate may be of an order a cron `bistro process` recorded and nobody published yet: its
        // receipt page is published before the answer too (a publish with nothing new reads a few bytes).
        var changed = decided.outcomes.contains { outcome in
            switch outcome {
            case .accepted, .checkedIn, .reviewed, .duplicate: true
            // A delivery's step shows on its receipt page.
            case .deliveryStep(_, let duplicate): !duplicate
            // A booking's page is rendered when it is asked for (BookingRoutes): nothing to publish.
            case .rejected, .booked, .bookingCancelled, .bookingRefused: false
            }
        }
        do {
            let ready = try intake.markDueOrdersReady(now: now, timeZone: context.timeZone)
            changed = changed || !ready.isEmpty
        } catch {
            setup.onProblem("marking orders ready failed: \(error.message)")
        }
        var catalogueBehind = false
        if changed {
            do {
                catalogueBehind =
                    try setup.publisher.publishOrderPages(now: now, afterReceipts: answers.send).catalogueBehind
            } catch {
                for diagnostic in error.diagnostics { setup.onProblem("publishing the site failed: \(diagnostic)") }
            }
        }
        answers.send()
        return catalogueBehind
    }

    /// The catalogue brought up to date with the book (the menu's stock and badges), after the batches
    /// that left it behind; with nothing behind it reads the journal's head and stops.
    private func publishCatalogue() {
        do {
            try setup.publisher.publish(now: setup.now())
        } catch {
            for diagnostic in error.diagnostics { setup.onProblem("publishing the site failed: \(diagnostic)") }
        }
    }

    /// The content in use: loaded at start, or at the last `reload`.
    var content: RestaurantContent { rules.withLock { $0.content } }

    /// Reads content and templates again (SIGHUP, see `ContentReloader`), between two batches: the next
    /// batch is decided by the new rules and the site is published with them. Content with errors changes
    /// nothing (its diagnostics go to the operator), and templates with errors keep the pages as they were.
    func reload() async {
        await writerQueue.run {
            guard let (content, composer) = self.setup.reloadContent?() else { return }
            let context = OrderContext(content: content, now: self.setup.now())
            let intake = OrderIntake(store: self.setup.store, composer: composer)
            self.rules.withLock { $0 = Rules(content: content, context: context, intake: intake) }
            do throws(SiteBuildError) {
                try self.setup.publisher.reload(now: self.setup.now())
            } catch {
                for diagnostic in error.diagnostics { self.setup.onProblem("reloading the site failed: \(diagnostic)") }
            }
            self.setup.logger.info("content and templates reloaded")
        }
    }

    /// `bistro process`'s last step: every due message is delivered (Maildir or sendmail) under the spool
    /// lock, so no other run delivers the same message. When another process holds the lock, that run
    /// delivers them.
    private func deliverDueMessages() {
        guard let delivery = setup.makeDelivery(rules.withLock { $0.intake.composer }) else { return }
        do {
            guard let lock = try SpoolLock.acquire(spool: setup.spool, now: setup.now()) else { return }
            defer { withExtendedLifetime(lock) {} }
            let report = try delivery.deliverDue(now: setup.now())
            for warning in report.warnings { setup.onProblem(warning) }
        } catch {
            setup.onProblem("delivering messages failed: \(error); they stay queued")
        }
    }
}
