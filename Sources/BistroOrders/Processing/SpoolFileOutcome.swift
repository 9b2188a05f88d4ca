/// What one run decided for one spool file, as `OrderProcessor.onFileOutcome` reports it.
package struct SpoolFileOutcome: Sendable, Hashable {
    package enum Kind: Sendable, Hashable {
        case accepted(orderNumber: String)
        /// started | too_far | already_started, with the distance when the restaurant has a location.
        case checkedIn(orderNumber: String, outcome: String, distanceMeters: Int?)
        /// An order recorded before; `idempotencyKey` finds it (nil for a check-in handled before).
        case duplicate(idempotencyKey: String?)
        /// The reasons as written into NAME.error.json (`[{"code","message","line"?,"column"?}]`).
        case rejected(errorsJSON: String, codes: [String])
    }

    /// The file's name in `incoming/`.
    package var file: String
    package var kind: Kind

    init(file: String, decision: OrderProcessor.Decision, idempotencyKey: String?) {
        self.file = file
        switch decision {
        case .accepted(let number): kind = .accepted(orderNumber: number)
        case .checkedIn(let number, let outcome, let distance):
            kind = .checkedIn(orderNumber: number, outcome: outcome, distanceMeters: distance)
        case .duplicate: kind = .duplicate(idempotencyKey: idempotencyKey)
        case .rejected(let errors, _, let codes): kind = .rejected(errorsJSON: errors, codes: codes)
        }
    }
}
