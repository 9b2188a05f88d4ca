import BistroOrderBook
import BistroOrders

extension OrderDesk {
    /// What one pass decided for the files requests wait for, and the answer for those it did not decide.
    struct PassOutcome {
        var results: [String: IntakeResult] = [:]
        var undecided = IntakeResult.failed("the order was not processed; it stays in the spool")
    }

    /// One `bistro process` run over the spool, then, when it recorded anything, the site's incremental
    /// publish, so a receipt page exists before its order is answered.
    func runPass(isAwaited: @escaping (String) -> Bool) -> PassOutcome {
        let now = setup.now()
        let processor = OrderProcessor(spool: setup.spool, store: setup.store, context: OrderContext(content: setup.content, now: now))
        processor.composer = setup.composer
        processor.delivery = setup.makeDelivery()
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
                for warning in summary.warnings { setup.logger.warning("\(warning)") }
                changed = changed || !summary.readyOrders.isEmpty
            }
        } catch {
            setup.logger.error("processing failed: \(error)")
            pass.undecided = .failed("the order book or spool failed; the order stays in the spool and is processed later")
        }
        if changed {
            do {
                try setup.publisher.publish(now: now)
            } catch {
                setup.logger.error("publishing the site failed: \(error.diagnostics.map(\.description).joined(separator: "; "))")
            }
        }
        for outcome in decided { pass.results[outcome.file] = result(of: outcome.kind) }
        return pass
    }

    private func result(of kind: SpoolFileOutcome.Kind) -> IntakeResult {
        do {
            switch kind {
            case .accepted(let number):
                guard let receipt = try setup.store.receipt(orderNumber: number) else { return .failed("order \(number) was not found after recording") }
                return .accepted(receipt)
            case .duplicate(let key):
                guard let key, let receipt = try setup.store.receipt(idempotencyKey: key) else { return .failed("the earlier order was not found") }
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
