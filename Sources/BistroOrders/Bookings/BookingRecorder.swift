import BistroCore
import BistroJSON
import BistroMail
import BistroOrderBook

/// Decides a table booking inside a batch transaction (docs/tables.md): its fields, its time against the
/// restaurant's rules (`BookingPlanner`), and a table free for its whole duration among the holds the book has
/// now: decided and written in one transaction by the one writer, two bookings never hold one table at once.
/// The same bookingId from the same guest is the same booking (a retry); with other content it is refused.
struct BookingRecorder {
    let book: OrderBookTransaction
    let context: OrderContext
    let messages: BookingMessages?

    /// How many free times a refusal for a full time offers, nearest first.
    static let nearestCount = 3

    func record(_ request: BookingRequest, source: String) throws -> OrderOutcome {
        var problems = request.problems
        func refuse(_ code: RejectionCode, _ message: String, at position: OrderRequest.Position?) {
            problems.append(Rejection(code, message, line: position?.line, column: position?.column))
        }
        guard let planner = BookingPlanner(restaurant: context.restaurant, timeZone: context.timeZone) else {
            refuse(.bookingsDisabled, "this restaurant does not take table bookings", at: request.position)
            return .rejected(problems.rejections)
        }
        let bookingID = request.bookingID?.trimmed ?? ""
        if bookingID.isEmpty {
            refuse(
                .invalidBookingID, "\"bookingId\" is missing: it makes a booking sent twice one booking",
                at: request.position)
        }
        let name = request.name?.trimmed ?? ""
        if name.isEmpty { refuse(.missingCustomerName, "the guest's name is missing", at: request.position) }
        let email = (request.email ?? "").normalizedEmail
        if email.isEmpty {
            refuse(.missingCustomerEmail, "the guest's email address is missing", at: request.position)
        } else if let problem = MailAddress.problem(email) {
            refuse(
                .invalidEmail, "\"\(JSONText.clip(email))\" is not a valid email address: \(problem)",
                at: request.position)
        }
        if request.party == nil, request.partyPosition == nil {
            refuse(.invalidParty, "\"party\" is missing: how many guests", at: request.position)
        } else if let party = request.party, party > planner.rules.maxPartySize {
            refuse(
                .partyTooLarge,
                "a booking is for at most \(planner.rules.maxPartySize) guests; for \(party), please call the restaurant",
                at: request.partyPosition)
        }
        let start = request.startAt.flatMap { LocalTime(iso8601: $0.trimmed) }.map {
            LocalTime($0.timestamp, in: context.timeZone)
        }
        if start == nil {
            refuse(
                .invalidStartTime, "\"startAt\" is a date and time such as \"2026-11-27T18:00:00-05:00\"",
                at: request.startPosition ?? request.position)
        }
        guard problems.isEmpty, let start, let party = request.party else { return .rejected(problems.rejections) }
        let digest = IdempotencyKey.contentHash(Array(request.canonicalContent.utf8))
        if let earlier = try book.booking(email: email, clientBookingID: bookingID) {
            guard earlier.contentDigest == digest else {
                refuse(
                    .bookingIDConflict,
                    "bookingId \"\(JSONText.clip(bookingID))\" was already used for booking \(earlier.bookingNumber) "
                        + "with other details; a new booking needs a new bookingId", at: request.position)
                return .rejected(problems.rejections)
            }
            return .booked(BookingReceipt(earlier), duplicate: true)
        }
        if let problem = planner.problem(start: start, now: context.now) {
            let (code, message) = Self.words(problem, start: start)
            refuse(code, message, at: request.startPosition)
            return .rejected(problems.rejections)
        }
        let end = start.timestamp.adding(seconds: planner.durationSeconds)
        let held = try book.tableHolds(from: start.timestamp, to: end)
        guard let tables = planner.choose(party: party, start: start.timestamp, held: held) else {
            let nearest = try nearestFreeTimes(to: start, party: party, planner: planner)
            refuse(
                .noTableFree,
                "no table for \(party) is free at \(start.clock) on \(start.day)"
                    + (nearest.isEmpty
                        ? "; that day is fully booked"
                        : "; free that day: " + nearest.map(\.clock).joined(separator: ", ")),
                at: request.startPosition)
            return .bookingRefused(problems.rejections, nearest: nearest)
        }
        let booking = try book.insert(
            booking: BookingRecord(
                bookingNumber: try book.nextBookingNumber(day: start.day), clientBookingId: bookingID,
                contentDigest: digest, email: email, name: name, phone: request.phone?.trimmed.nilIfEmpty,
                party: party, startsAt: start, endsAt: LocalTime(end, in: context.timeZone), tables: tables,
                note: request.note?.trimmed.nilIfEmpty, token: RandomToken.make(), sourceFile: source,
                bookedAt: context.now))
        try messages?.queueConfirmation(of: booking, book: book, now: context.now)
        return .booked(BookingReceipt(booking), duplicate: false)
    }

    /// The guest cancels from the booking's page: the token is the only key.
    func cancel(token: String) throws -> OrderOutcome {
        guard let booking = try book.booking(token: token), let id = booking.id else {
            return .rejected([Rejection(.bookingUnknown, "no booking has this link")])
        }
        guard booking.status == .booked else {
            let state =
                switch booking.status {
                case .cancelled: "already cancelled"
                case .seated: "seated"
                case .noShow, .booked: "marked as a no-show"
                }
            return .rejected([Rejection(.bookingNotCancellable, "booking \(booking.bookingNumber) is \(state)")])
        }
        try book.setStatus(.cancelled, ofBooking: id, at: context.now)
        var cancelled = booking
        cancelled.status = .cancelled
        try messages?.queueCancellation(of: cancelled, book: book, now: context.now)
        return .bookingCancelled(BookingReceipt(cancelled))
    }

    /// Up to `nearestCount` start times of `start`'s day with a table for `party`, nearest first.
    private func nearestFreeTimes(to start: LocalTime, party: Int, planner: BookingPlanner) throws -> [LocalTime] {
        let held = try book.tableHolds(
            from: start.timestamp.adding(seconds: -86_400),
            to: start.timestamp.adding(seconds: 86_400 + planner.durationSeconds))
        let distance = { (time: LocalTime) in abs(time.timestamp.secondsSince1970 - start.timestamp.secondsSince1970) }
        return Array(
            planner.freeTimes(on: start.day, party: party, now: context.now, held: held)
                .sorted { (distance($0), $0.timestamp) < (distance($1), $1.timestamp) }
                .prefix(Self.nearestCount))
    }

    static func words(_ problem: BookingTimeProblem, start: LocalTime) -> (RejectionCode, String) {
        switch problem {
        case .tooSoon(let earliest):
            (.bookingTooSoon, "bookings start at \(earliest.clock) on \(earliest.day) at the earliest")
        case .tooFarAhead(let lastDay):
            (.bookingTooFarAhead, "bookings are taken up to \(lastDay); \(start.day) is further ahead")
        case .closedThatDay:
            (.closedThatDay, "the restaurant is closed on \(start.day)")
        case .outsideHours:
            (
                .outsideHours,
                "\(start.clock) on \(start.day) is not a time a booking can start (within the hours, ending by closing)"
            )
        }
    }
}
