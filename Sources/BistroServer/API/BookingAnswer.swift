import BistroCore
import BistroJSON
import BistroOrderBook
import BistroOrders
import Hummingbird

/// How the booking endpoints answer (docs/tables.md): 201 with the booking and its page; 200 for a retry
/// (its page only when the bookingId is unguessable, else the page is in the confirmation mail; `"status":
/// "cancelled"` when the booking was cancelled since); 422 with
/// every reason, and for a full time the nearest free times; 409 for a bookingId used for other details or a
/// booking that can no longer be cancelled; 404 for an unknown booking or bookings turned off.
enum BookingAnswer {
    static func response(_ answer: OrderService.Answer, body: [UInt8], namesPageOfDuplicate: Bool = false)
        -> Response
    {
        switch answer {
        case .success(.booked(let receipt, let duplicate)):
            var members = booking(receipt, namesPage: !duplicate || namesPageOfDuplicate)
            if duplicate { members.append(("duplicate", .bool(true))) }
            // A retry of a booking cancelled meanwhile (its answer lost, then cancelled from the mail) says so.
            let status = receipt.status == .cancelled ? "cancelled" : "booked"
            return APIResponse.json(duplicate ? .ok : .created, .object([("status", .string(status))] + members))
        case .success(.bookingCancelled(let receipt)):
            return APIResponse.json(
                .ok, .object([("status", "cancelled"), ("bookingNumber", .string(receipt.number))]))
        case .success(.bookingRefused(let reasons, let nearest)):
            return APIResponse.json(
                .unprocessableContent,
                .object([
                    ("status", "rejected"), ("rejections", rejections(reasons, body: body)),
                    ("nearest", .array(nearest.map { .string($0.iso8601) })),
                ]))
        case .success(.rejected(let reasons)):
            let codes = Set(reasons.map(\.code))
            for (code, status) in [
                (RejectionCode.bookingUnknown, HTTPResponse.Status.notFound), (.bookingsDisabled, .notFound),
                (.bookingNotCancellable, .conflict),
            ] where codes.contains(code) {
                return APIResponse.error(status, code: code.rawValue, reasons.first { $0.code == code }?.message ?? "")
            }
            return APIResponse.json(
                codes.contains(.bookingIDConflict) ? .conflict : .unprocessableContent,
                .object([("status", "rejected"), ("rejections", rejections(reasons, body: body))]))
        case .success:
            return APIResponse.error(
                .unprocessableContent, code: "not_a_booking",
                "a booking is {\"bookingId\", \"name\", \"email\", \"party\", \"startAt\"}")
        case .failure(let error):
            return APIResponse.error(
                .serviceUnavailable, code: "processing_failed",
                "the booking was not recorded (\(error.message)); send it again with the same bookingId",
                retryAfter: 30)
        }
    }

    static func availability(_ answer: BookingAvailability.Answer, date: String?, party: String?) -> Response {
        switch answer {
        case .refused(let reason):
            let status: HTTPResponse.Status = reason.code == .bookingsDisabled ? .notFound : .unprocessableContent
            let code = reason.code == .invalidStartTime ? "invalid_date" : reason.code.rawValue
            return APIResponse.error(status, code: code, reason.message)
        case .times(let times, let minutes, let reason):
            var members: [(String, JSONValue)] = [
                ("date", .string(date ?? "")), ("party", .int(party.flatMap { Int($0) } ?? 0)),
                ("times", .array(times.map { .string($0.iso8601) })),
                ("durationMinutes", .int(minutes)),
            ]
            if let reason {
                members.append(
                    (
                        "reason",
                        .object([("code", .string(reason.code.rawValue)), ("message", .string(reason.message))])
                    ))
            }
            return APIResponse.json(.ok, .object(members))
        }
    }

    /// Each reason with the field of the booking it concerns (`name`, `email`, `party`, `startAt`, `bookingId`).
    private static func rejections(_ reasons: [Rejection], body: [UInt8]) -> JSONValue {
        guard case .array(let answers) = RejectionAnswer.rejections(reasons, body: body) else { return .array([]) }
        return .array(
            zip(answers, reasons).map { answer, reason in
                guard case .object(var members) = answer else { return answer }
                members.removeAll { $0.0 == "field" }
                if let field = field(reason.code) ?? placedField(answer) { members.append(("field", .string(field))) }
                return .object(members)
            })
    }

    private static func field(_ code: RejectionCode) -> String? {
        switch code {
        case .missingCustomerName: "name"
        case .missingCustomerEmail, .invalidEmail: "email"
        case .invalidParty, .partyTooLarge: "party"
        case .invalidStartTime, .bookingTooSoon, .bookingTooFarAhead, .outsideHours, .noTableFree, .closedThatDay:
            "startAt"
        case .invalidBookingID, .bookingIDConflict: "bookingId"
        default: nil
        }
    }

    private static func placedField(_ answer: JSONValue) -> String? {
        guard case .object(let members) = answer,
            case .string(let field)? = members.first(where: { $0.0 == "field" })?.1
        else { return nil }
        return field
    }

    /// The booking as its answers show it.
    private static func booking(_ receipt: BookingReceipt, namesPage: Bool) -> [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("bookingNumber", .string(receipt.number)), ("startAt", .string(receipt.startsAt.iso8601)),
            ("endAt", .string(receipt.endsAt.iso8601)), ("party", .int(receipt.party)),
            ("tables", .array(receipt.tables.map { .string($0) })),
        ]
        if namesPage { members.append(("page", .string("/bookings/\(receipt.token)/"))) }
        return members
    }

    /// The `token` of a cancel request's body, when it is one.
    static func token(in body: [UInt8]) -> String? {
        guard let root = try? JSONParser.parse(body), case .object(let members) = root.value,
            let node = members.first(where: { $0.key == "token" })?.value, case .string(let token) = node.value,
            (1...128).contains(token.utf8.count)
        else { return nil }
        return token
    }
}
