import BistroCore
import BistroJSON
import BistroOrderBook

/// The order core: decides a batch of commands against the order book in one transaction (orders, lines,
/// stock, coupons, check-ins, rejections, the journal entry and the queued messages), and returns each
/// command's outcome once that transaction has committed. The spool (`OrderProcessor`) and `bistro serve`
/// are adapters that feed it; both are exactly once through the same keys, so a cron `bistro process`
/// beside the server never doubles an order.
package struct OrderIntake: Sendable {
    package let store: OrderStore
    /// Words the messages of accepted and rejected orders and check-ins; nil queues none.
    package var composer: MessageComposer?

    package init(store: OrderStore, composer: MessageComposer?) {
        self.store = store
        self.composer = composer
    }

    /// What one committed batch decided.
    package struct Decided: Sendable {
        /// One per command, in order.
        package var outcomes: [OrderOutcome]
        /// Per command: a spool file an earlier run reported stuck, decided before (it is only moved again,
        /// quietly).
        var reportedStuck: [Bool]
        /// Time spent wording the batch's messages.
        package var wording: Duration
    }

    /// Decides `commands` with the rules of `context`, in one immediate transaction: all of it is
    /// committed, or nothing (the error is thrown and no outcome stands).
    package func record(_ commands: [OrderCommand], context: OrderContext) throws(OrderStoreError) -> Decided {
        let composer = self.composer
        let validator = OrderValidator(context: context)
        return try store.write { book in
            let batch = try OrderBatch(book: book, context: context, composer: composer)
            let checkIns = CheckInRecorder(book: book, context: context, composer: composer)
            try batch.recall(
                keys: commands.compactMap(\.idempotencyKey), fileNames: commands.map(\.source),
                emails: commands.compactMap(\.customerEmail))
            let bookingMessages = composer.map { BookingMessages(composer: $0) }
            let outcomes = try commands.map {
                try Self.decide(
                    $0, book: book, batch: batch, checkIns: checkIns, validator: validator,
                    bookingMessages: bookingMessages)
            }
            let stuck = commands.map { batch.wasReportedStuck(sourceFile: $0.source, contentKey: $0.contentKey) }
            let clock = ContinuousClock()
            let started = clock.now
            try batch.finish()
            return Decided(outcomes: outcomes, reportedStuck: stuck, wording: clock.now - started)
        }
    }

    /// Decides one command inside the batch's transaction, recording what it decides.
    private static func decide(
        _ command: OrderCommand, book: OrderBookTransaction, batch: OrderBatch, checkIns: CheckInRecorder,
        validator: OrderValidator, bookingMessages: BookingMessages?
    ) throws -> OrderOutcome {
        // What was recorded for this very source (its name and content) comes first: a crash may have left a
        // rejected file in incoming/ after its batch committed, and a later file with the same key, accepted
        // since, must not turn it into a duplicate.
        if let reasons = batch.recordedRejection(sourceFile: command.source, contentKey: command.contentKey) {
            return .rejected(reasons)
        }
        let rejection: RejectionList
        switch command.request {
        case .success(.order(let request)):
            // A request sent again after it was rejected (the same customer, orderId and bytes) gets that
            // rejection: no second rejection, no second "rejected" message.
            if command.isPosted, let orderID = request.orderID, let email = command.customerEmail,
                let reasons = try book.recordedRejection(
                    clientOrderID: orderID, email: email, contentKey: command.contentKey)
            {
                return .rejected(reasons.map(Rejection.init(recorded:)))
            }
            let key = command.idempotencyKey ?? command.contentKey
            switch batch.match(key: key, digest: command.contentDigest) {
            case .sameOrder(let receipt): return .duplicate(receipt)
            case .otherOrder(let first): rejection = RejectionList([conflict(request, first: first)])
            case .unrecorded:
                switch try validator.validate(request, ledger: batch) {
                case .success(let order):
                    return .accepted(
                        try batch.accept(order, key: key, digest: command.contentDigest, sourceFile: command.source))
                case .failure(let list): rejection = list
                }
            }
        case .success(.checkIn(var request)):
            // A check-in may name an order accepted earlier in this batch.
            try batch.flush()
            // A check-in by receipt token is for the token's order and its customer; a token of no order is
            // refused without a trace (anyone may send one).
            if let token = request.receiptToken {
                guard let order = try book.pickupOrder(receiptToken: token) else {
                    return .rejected([Rejection(.checkInUnknownOrder, "no order has this receipt token")])
                }
                request.orderNumber = order.orderNumber
                request.email = order.customerEmail
            }
            switch try checkIns.handle(request, sourceFile: command.source, contentKey: command.contentKey) {
            case .duplicate: return .duplicate(nil)
            case .recorded(let outcome, let number, let distance):
                let readyAt = try book.pickupOrder(orderNumber: number)?.readyDueAt
                return .checkedIn(orderNumber: number, outcome: outcome, distanceMeters: distance, readyAt: readyAt)
            case .rejected(let list): rejection = list
            }
        case .success(.review(let request)):
            // Ratings may name an order a status change picked up earlier in this batch. A refused review is
            // answered, not recorded: it never counts among the rejected orders, and no mail repeats it.
            try batch.flush()
            switch try ReviewRecorder(book: book, context: validator.context).record(request) {
            case .recorded(let number, let ratings, let pending):
                return .reviewed(orderNumber: number, ratings: ratings, pending: pending)
            case .rejected(let list): return .rejected(list.rejections)
            }
        case .success(.booking(let request)):
            // A refused booking is answered, not recorded (as ratings are): it is no rejected order.
            return try BookingRecorder(book: book, context: validator.context, messages: bookingMessages)
                .record(request, source: command.source)
        case .success(.bookingCancellation(let token)):
            return try BookingRecorder(book: book, context: validator.context, messages: bookingMessages)
                .cancel(token: token)
        case .success(.driverStep(let request)):
            // A driver's step may name an order accepted earlier in this batch.
            try batch.flush()
            return try DeliveryStepRecorder(book: book, context: validator.context, composer: batch.composer)
                .record(request)
        case .failure(let list):
            rejection = list
        }
        let reasons = rejection.rejections
        try batch.reject(
            sourceFile: command.source, contentKey: command.contentKey, file: try? command.request.get(),
            orderID: command.orderID, rejections: reasons)
        return .rejected(reasons)
    }

    /// The customer sent this orderId before with other content: a new order needs a new orderId. The
    /// message names the first order by its number (never by its receipt token).
    private static func conflict(_ request: OrderRequest, first: String) -> Rejection {
        let id = JSONText.clip(request.orderID ?? "")
        let message =
            "orderId \"\(id)\" was already used by this customer for order \(first), with other content; "
            + "that order stands as it was placed, and a new order needs a new orderId"
        let position = request.orderIDPosition
        return Rejection(.orderIDConflict, message, line: position?.line, column: position?.column)
    }
}
