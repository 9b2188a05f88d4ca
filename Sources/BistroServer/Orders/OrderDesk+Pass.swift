import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

extension OrderDesk {
    /// What one pass decided for the files requests wait for, and the answer for those it did not decide
    /// and the book has no outcome for.
    struct PassOutcome {
        var results: [String: IntakeResult] = [:]
        /// nil: the run completed (a file it did not decide is `queued` while in `incoming/`).
        var undecided: IntakeResult?
    }

    /// One `bistro process` run over the spool, then, when it recorded anything, the site's incremental
    /// publish, so a receipt page exists before its order is answered.
    func runPass(isAwaited: @escaping (String) -> Bool) -> PassOutcome {
        let now = setup.now()
        let processor = OrderProcessor(
            spool: setup.spool, store: setup.store, context: OrderContext(content: setup.content, now: now))
        processor.composer = setup.composer
        // Messages go out after the answers (`deliverDueMessages`): a slow mailer never delays an order's answer.
        processor.delivery = nil
        processor.logger = setup.logger
        var decided: [SpoolFileOutcome] = []
        var changed = false
        processor.onFileOutcome = { outcome in
            switch outcome.kind {
            case .accepted, .checkedIn: changed = true
            case .duplicate, .rejected: break
            }
            if isAwaited(outcome.file) { decided.append(outcome) }
        }
        var pass = PassOutcome()
        do {
            switch try processor.run() {
            case .busy:
                pass.undecided = .queued
                return pass
            case .completed(let summary):
                for warning in summary.warnings { setup.onProblem(warning) }
                changed = changed || !summary.readyOrders.isEmpty
            }
        } catch {
            setup.onProblem("processing failed: \(error); the files stay in \(setup.spool.root)/incoming/")
            pass.undecided = .failed(
                "the order book or spool failed; the order stays in the spool and is processed later")
        }
        if changed { publish(now: now) }
        for outcome in decided { pass.results[outcome.file] = result(of: outcome.kind) }
        return pass
    }

    /// The answers for the files this pass did not decide. The cron `bistro process` beside the server may
    /// have taken them first: then the book has their outcomes, answered as if this pass had decided them
    /// (never a failure for a recorded order), after the site is published so their receipt pages exist.
    /// Otherwise a file is `queued` while it waits in `incoming/` (another run holds the lock, or takes
    /// it next), and gets the pass's failure when the spool or book failed. Whether a file waits is read
    /// before the book: a run records its decisions before it moves their files, so a file gone from
    /// `incoming/` has its outcome in the book by then.
    func answerUndecided(_ files: [(name: String, bytes: [UInt8])], pass: PassOutcome) -> [IntakeResult] {
        var recorded = false
        let found: [(waiting: Bool, kind: SpoolFileOutcome.Kind?)] = files.map { file in
            let waiting = FileManager.default.fileExists(atPath: setup.spool.path(.incoming, file.name))
            do {
                let kind = try RecordedOutcome.find(file: file.name, bytes: file.bytes, in: setup.store)
                if case .accepted? = kind { recorded = true }
                return (waiting, kind)
            } catch {
                setup.onProblem("looking up what became of \(file.name) failed: \(error)")
                return (waiting, nil)
            }
        }
        if recorded { publish(now: setup.now()) }
        return found.map { waiting, kind in
            if let kind { return result(of: kind) }
            if let answer = pass.undecided { return answer }
            return waiting ? .queued : .failed("the order was not processed and is no longer in the spool")
        }
    }

    /// The site's incremental publish from the book.
    private func publish(now: Timestamp) {
        do {
            try setup.publisher.publish(now: now)
        } catch {
            for diagnostic in error.diagnostics { setup.onProblem("publishing the site failed: \(diagnostic)") }
        }
    }

    /// `bistro process`'s last step, once the pass's requests are answered: every due message is
    /// delivered (Maildir or sendmail) under the spool lock, so no other run delivers the same message.
    /// When another process holds the lock, that run delivers them.
    func deliverDueMessages() {
        guard let delivery = setup.makeDelivery() else { return }
        do {
            guard let lock = try SpoolLock.acquire(spool: setup.spool, now: setup.now()) else { return }
            defer { withExtendedLifetime(lock) {} }
            let report = try delivery.deliverDue(now: setup.now())
            for warning in report.warnings { setup.onProblem(warning) }
        } catch {
            setup.onProblem("delivering messages failed: \(error); they stay queued")
        }
    }

    private func result(of kind: SpoolFileOutcome.Kind) -> IntakeResult {
        do {
            switch kind {
            case .accepted(let number):
                guard let receipt = try setup.store.receipt(orderNumber: number) else {
                    return .failed("order \(number) was not found after recording")
                }
                return .accepted(receipt)
            case .duplicate(let key):
                guard let key, let receipt = try setup.store.receipt(idempotencyKey: key) else {
                    return .failed("the earlier order was not found")
                }
                return .duplicate(receipt)
            case .rejected(let errors, let codes):
                return .rejected(errorsJSON: errors, codes: codes)
            case .checkedIn(let number, let outcome, let distance):
                return .checkedIn(orderNumber: number, outcome: outcome, distanceMeters: distance)
            }
        } catch {
            return .failed(error.message)
        }
    }
}
