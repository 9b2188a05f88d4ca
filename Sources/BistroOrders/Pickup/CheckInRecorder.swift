import BistroCore
import BistroMail
import Foundation
import GRDB

/// Handles check-in files inside a batch transaction: finds the customer's order, measures the
/// great-circle distance to the restaurant, and within `pickup.radiusMeters` starts preparation (status
/// preparing, `ready_due_at` = start + preparation time, a "preparing" message); farther away it tells the
/// customer the distance (a "too far" message). Each check-in is a `checkins` row keyed by file name and
/// content, so a re-run never handles the same file twice.
struct CheckInRecorder {
    enum Outcome: String {
        case started
        case tooFar = "too_far"
        case alreadyStarted = "already_started"
        case rejected
    }

    enum Result {
        /// Handled before (same file name and bytes): nothing to do again.
        case duplicate
        case recorded(Outcome, orderNumber: String, distanceMeters: Int?)
        case rejected(RejectionList)
    }

    let db: Database
    let context: OrderContext
    let composer: MessageComposer?

    /// How far a check-in's `at` may lie after the run's clock (phones' clocks drift).
    static let clockSkewSeconds = 60

    func handle(_ request: CheckInRequest, sourceFile: String, contentKey: String) throws -> Result {
        if try String.fetchOne(db, sql: "SELECT outcome FROM checkins WHERE source_file = ? AND content_key = ?",
                               arguments: [sourceFile, contentKey]) != nil {
            return .duplicate
        }
        var problems = request.problems
        func reject(_ code: RejectionCode, _ message: String) {
            problems.append(Rejection(code, message, line: request.position?.line, column: request.position?.column))
        }
        let email = (request.email ?? "").trimmed.lowercased()
        if email.isEmpty {
            reject(.missingCustomerEmail, "the check-in has no email address")
        } else if !MailAddress.isValid(email) {
            reject(.invalidEmail, "\"\(ShapeReader.clip(email))\" is not a valid email address")
        }
        var checkedInAt = context.now
        if let text = request.at?.trimmed, !text.isEmpty {
            if let time = Timestamp.parse(text, localZone: context.timeZone) {
                if time.secondsSince1970 > context.now.timestamp.secondsSince1970 + Self.clockSkewSeconds {
                    reject(.invalidCheckInTime, "the check-in time \(LocalTime(time, in: context.timeZone).shortText) is in the future (now \(context.now.shortText))")
                } else if time < context.now.timestamp {
                    checkedInAt = LocalTime(time, in: context.timeZone)
                }
            } else {
                reject(.invalidCheckInTime, "\"at\" must be a time like \"2026-11-22T18:30:00-05:00\", found \"\(ShapeReader.clip(text))\"")
            }
        }
        var order: PickupOrder?
        if let reference = request.orderReference {
            order = try request.orderNumber.flatMap { try PickupOrder.find(db, orderNumber: $0) }
                ?? request.orderID.flatMap { try PickupOrder.find(db, clientOrderID: $0) }
            if let found = order {
                if !email.isEmpty, found.customerEmail != email {
                    reject(.checkInNotCustomer, "order \(ShapeReader.clip(reference)) is not an order of \(ShapeReader.clip(email))")
                } else if found.status == .cancelled {
                    reject(.checkInOrderCancelled, "order \(found.orderNumber) was cancelled")
                } else if found.status == .pickedUp {
                    reject(.checkInOrderPickedUp, "order \(found.orderNumber) has already been picked up")
                }
            } else {
                reject(.checkInUnknownOrder, "there is no order \(ShapeReader.clip(reference))")
            }
        }
        guard problems.isEmpty, let order, let latitude = request.latitude, let longitude = request.longitude else {
            try insert(orderID: order?.customerEmail == email ? order?.id : nil, request: request, email: email,
                       distance: nil, outcome: .rejected, at: checkedInAt, sourceFile: sourceFile, contentKey: contentKey)
            return .rejected(RejectionList(problems))
        }

        let distance = context.restaurant.location.map {
            Int($0.distance(to: GeoPoint(latitude: latitude, longitude: longitude)).rounded())
        }
        let within = distance.map { $0 <= context.restaurant.pickup.radiusMeters } ?? true
        let outcome: Outcome
        switch order.status {
        case .received where within:
            let minutes = order.preparationMinutes ?? context.restaurant.pickup.preparationMinutes
            let due = try StatusRecorder.startPreparation(db, order: order, minutes: minutes, at: checkedInAt, timeZone: context.timeZone)
            if let composer {
                try Outbox.enqueue(db, composer.preparing(order, readyAt: due, minutes: minutes, distanceMeters: distance),
                                   key: Outbox.key(db, orderNumber: order.orderNumber, orderID: order.id, event: .preparing),
                                   orderID: order.id, at: checkedInAt, domain: composer.domain)
            }
            outcome = .started
        case .received:
            if let composer, let distance {
                try Outbox.enqueue(db, composer.tooFar(order, distanceMeters: distance),
                                   key: Outbox.key(db, orderNumber: order.orderNumber, orderID: order.id, event: .tooFar),
                                   orderID: order.id, at: checkedInAt, domain: composer.domain)
            }
            outcome = .tooFar
        default:
            outcome = .alreadyStarted
        }
        try insert(orderID: order.id, request: request, email: email, distance: distance, outcome: outcome, at: checkedInAt,
                   sourceFile: sourceFile, contentKey: contentKey)
        return .recorded(outcome, orderNumber: order.orderNumber, distanceMeters: distance)
    }

    private func insert(orderID: Int64?, request: CheckInRequest, email: String, distance: Int?, outcome: Outcome,
                        at time: LocalTime, sourceFile: String, contentKey: String) throws {
        try db.execute(sql: """
            INSERT INTO checkins (order_id, source_file, content_key, email, latitude, longitude, distance_meters, outcome, checked_in_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            ON CONFLICT (source_file, content_key) DO NOTHING
            """, arguments: [orderID, sourceFile, contentKey, email.isEmpty ? nil : email, request.latitude, request.longitude,
                             distance, outcome.rawValue, time.iso8601])
    }
}
