import BistroCore
import BistroJSON
import BistroMail
import BistroOrderBook
import Foundation

/// Handles check-in files inside a batch transaction: finds the customer's order, measures the
/// great-circle distance to the restaurant, and within `pickup.radiusMeters` starts preparation (status
/// preparing, `ready_due_at` = start + preparation time, a "preparing" message); farther away it tells the
/// customer the distance (a "too far" message, limited by `TooFarMailLimit`). Each check-in is a `checkins`
/// row keyed by file name and content, so a re-run never handles the same file twice.
struct CheckInRecorder {
    typealias Outcome = CheckInRecord.Outcome

    enum Result {
        /// Handled before (same file name and bytes): nothing to do again.
        case duplicate
        case recorded(Outcome, orderNumber: String, distanceMeters: Int?)
        case rejected(RejectionList)
    }

    let book: OrderBookTransaction
    let context: OrderContext
    let composer: MessageComposer?

    /// How far a check-in's `at` may lie after the run's clock (phones' clocks drift).
    static let clockSkewSeconds = 60

    func handle(_ request: CheckInRequest, sourceFile: String, contentKey: String) throws -> Result {
        if try book.isCheckInRecorded(sourceFile: sourceFile, contentKey: contentKey) { return .duplicate }
        var problems = request.problems
        func reject(_ code: RejectionCode, _ message: String) {
            problems.append(Rejection(code, message, line: request.position?.line, column: request.position?.column))
        }
        let email = (request.email ?? "").normalizedEmail
        if email.isEmpty {
            reject(.missingCustomerEmail, "the check-in has no email address")
        } else if !MailAddress.isValid(email) {
            reject(.invalidEmail, "\"\(JSONText.clip(email))\" is not a valid email address")
        }
        var requestedTime: Timestamp?
        if let text = request.at?.trimmed, !text.isEmpty {
            if let time = Timestamp.parse(text, localZone: context.timeZone) {
                requestedTime = time
            } else {
                reject(
                    .invalidCheckInTime,
                    "\"at\" must be a time from 1970 to 9999 like \"2026-11-22T18:30:00-05:00\", found \""
                        + "\(JSONText.clip(text))\""
                )
            }
        }
        var order: PickupOrder?
        if let reference = request.orderReference {
            order =
                try request.orderNumber.flatMap { try book.pickupOrder(orderNumber: $0) }
                ?? request.orderID.flatMap { id in  // orderIds are the customer's own: look at theirs first
                    try (email.isEmpty ? nil : book.pickupOrder(clientOrderID: id, email: email))
                        ?? book.pickupOrder(clientOrderID: id)
                }
            if let found = order {
                if !email.isEmpty, found.customerEmail != email {
                    reject(
                        .checkInNotCustomer,
                        "order \(JSONText.clip(reference)) is not an order of \(JSONText.clip(email))")
                } else if found.status == .cancelled {
                    reject(.checkInOrderCancelled, "order \(found.orderNumber) was cancelled")
                } else if found.status == .pickedUp {
                    reject(.checkInOrderPickedUp, "order \(found.orderNumber) has already been picked up")
                } else if let table = found.table {
                    reject(
                        .checkInDineIn, "order \(found.orderNumber) is served at table \(table): no check-in is needed")
                } else if found.isDelivery {
                    reject(
                        .checkInDelivery,
                        "order \(found.orderNumber) is brought to you by a driver: no check-in is needed")
                }
            } else {
                reject(.checkInUnknownOrder, "there is no order \(JSONText.clip(reference))")
            }
        }
        // Another customer's order is not compared with: its placing time is not theirs to learn.
        let checkedInAt = checkInTime(requestedTime, order: order?.customerEmail == email ? order : nil, reject: reject)
        guard problems.isEmpty, let order, let place = request.place else {
            try insert(
                orderID: order?.customerEmail == email ? order?.id : nil, request: request, email: email,
                distance: nil, outcome: .rejected, at: checkedInAt, sourceFile: sourceFile, contentKey: contentKey)
            return .rejected(problems)
        }

        let distance = place.meters(to: context.restaurant.location)
        let within = distance.map { $0 <= context.restaurant.pickup.radiusMeters } ?? true
        let outcome: Outcome
        switch order.status {
        case .received where within:
            let minutes = order.preparationMinutes ?? context.restaurant.pickup.preparationMinutes
            let start = PreparationStartTime.time(
                checkIn: checkedInAt, pickupAt: order.pickupAt, minutes: minutes,
                hours: context.restaurant.hours, timeZone: context.timeZone)
            let due = try book.startPreparation(of: order, minutes: minutes, at: start, timeZone: context.timeZone)
            if let composer {
                try book.enqueue(
                    composer.preparing(order, readyAt: due, minutes: minutes, distanceMeters: distance), about: order,
                    at: checkedInAt, domain: composer.domain)
            }
            outcome = .started
        case .received:
            let limit = TooFarMailLimit(book: book, perDay: context.restaurant.rejectionMailsPerDay, now: context.now)
            if let composer, let distance, try limit.admit(order) {
                try book.enqueue(
                    composer.tooFar(order, distanceMeters: distance), about: order, at: context.now,
                    domain: composer.domain)
            }
            outcome = .tooFar
        default:
            outcome = .alreadyStarted
        }
        try insert(
            orderID: order.id, request: request, email: email, distance: distance, outcome: outcome, at: checkedInAt,
            sourceFile: sourceFile, contentKey: contentKey)
        return .recorded(outcome, orderNumber: order.orderNumber, distanceMeters: distance)
    }

    /// When the customer arrived: the file's `at` when it lies between the start of the restaurant's day
    /// (and the order's placing) and the run's clock (plus `clockSkewSeconds`), else now. An `at` outside
    /// that window is rejected: a time before the order was placed, or on an earlier day, would start a
    /// preparation that ended before it began.
    private func checkInTime(_ requested: Timestamp?, order: PickupOrder?, reject: (RejectionCode, String) -> Void)
        -> LocalTime
    {
        let now = context.now
        guard let requested else { return now }
        let time = LocalTime(requested, in: context.timeZone)
        let startOfDay = Timestamp.parse("\(now.day)T00:00:00", localZone: context.timeZone) ?? now.timestamp
        if requested.secondsSince1970 > now.timestamp.secondsSince1970 + Self.clockSkewSeconds {
            reject(.invalidCheckInTime, "the check-in time \(time.shortText) is in the future (now \(now.shortText))")
        } else if requested < startOfDay {
            reject(.invalidCheckInTime, "the check-in time \(time.shortText) is before today (\(now.day))")
        } else if let order, requested < order.placedAt.timestamp {
            reject(
                .invalidCheckInTime,
                "the check-in time \(time.shortText) is before order \(order.orderNumber) was placed ("
                    + "\(order.placedAt.shortText))"
            )
        } else if requested < now.timestamp {
            return time
        }
        return now
    }

    /// Records the check-in. The customer's position is used once, for the distance, and not kept: the row
    /// has the distance only (as the receipt page promises), and the file leaves `incoming/` without it
    /// (`CheckInFileWithoutPosition`).
    private func insert(
        orderID: Int64?, request: CheckInRequest, email: String, distance: Int?, outcome: Outcome,
        at time: LocalTime, sourceFile: String, contentKey: String
    ) throws {
        try book.insert(
            checkIn: CheckInRecord(
                orderId: orderID, sourceFile: sourceFile, contentKey: contentKey, email: email.isEmpty ? nil : email,
                distanceMeters: distance, outcome: outcome, checkedInAt: time))
    }
}
