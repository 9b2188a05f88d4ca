import BistroCore
import BistroJSON
import Foundation
import Hummingbird

/// `POST /api/check-ins` with `{"token", "latitude", "longitude"}`: the receipt token is the
/// authorisation. Answers (docs/serve.md): 200 preparing (with `readyAt`), too_far (with the distance and
/// the radius) or already_started; 404 for a token of no order; 409 when the order no longer waits for a
/// check-in (cancelled, picked up); 422 for a body without a token or with impossible coordinates.
enum CheckInAnswer {
    static func response(body: [UInt8], service: OrderService) async -> Response {
        guard let root = try? JSONParser.parse(body), case .object(let members) = root.value else {
            return invalid("body", "the body must be a JSON object {\"token\", \"latitude\", \"longitude\"}")
        }
        func member(_ key: String) -> JSONNode? { members.first { $0.key == key }?.value }
        guard case .string(let token)? = member("token")?.value else {
            return invalid("token", "\"token\" must be the receipt's token")
        }
        guard token.utf8.count <= 128, !token.isEmpty, token.allSatisfy({ $0.isHexDigit }) else { return unknownToken }
        guard let latitude = try? member("latitude")?.double(named: "latitude", in: -90...90) else {
            return invalid("latitude", "\"latitude\" must be a number from -90 to 90")
        }
        guard let longitude = try? member("longitude")?.double(named: "longitude", in: -180...180) else {
            return invalid("longitude", "\"longitude\" must be a number from -180 to 180")
        }
        switch await service.checkIn(token: token, latitude: latitude, longitude: longitude) {
        case .unknownToken:
            return unknownToken
        case .handled(let outcome, let distance, let readyAt):
            var answer: [(String, JSONValue)] = []
            switch outcome {
            case .started: answer.append(("status", .string("preparing")))
            case .tooFar: answer.append(("status", .string("too_far")))
            case .alreadyStarted, .rejected: answer.append(("status", .string("already_started")))
            }
            if outcome != .tooFar, let ready = readyAt {
                let local = LocalTime(ready.timestamp, in: service.timeZone)
                answer += [("readyAt", .string(local.iso8601)), ("readyAtText", .string(clock(local.minuteOfDay)))]
            }
            if outcome == .started, let opening = opening(service) {
                answer.append(("opensAtText", .string(clock(opening))))
            }
            answer.append(("distanceMeters", .optional(distance)))
            if outcome == .tooFar { answer.append(("radiusMeters", .int(service.pickupRadiusMeters))) }
            return APIResponse.json(.ok, .object(answer))
        case .refused(let reasons):
            if let reason = reasons.first(where: { [.checkInOrderCancelled, .checkInOrderPickedUp].contains($0.code) })
            {
                return APIResponse.error(.conflict, code: reason.code.rawValue, reason.message)
            }
            return OrderAnswer.rejected(reasons, conflict: false, body: [])
        case .failed(let error):
            return OrderAnswer.response(.failure(error), body: body)
        }
    }

    /// Today's opening (minute of the day) when the check-in comes before it: preparation starts then, as
    /// `PreparationStartTime` decides, and the receipt says so ("We open at 11:00").
    static func opening(_ service: OrderService) -> Int? {
        let now = LocalTime(service.setup.now(), in: service.timeZone)
        guard let opening = service.content.restaurant.hours.firstOpening(on: now.weekday),
            now.minuteOfDay < opening
        else { return nil }
        return opening
    }

    static func clock(_ minuteOfDay: Int) -> String { String(format: "%02d:%02d", minuteOfDay / 60, minuteOfDay % 60) }

    static var unknownToken: Response {
        APIResponse.error(.notFound, code: "unknown_token", "no order has this receipt token")
    }

    static func invalid(_ field: String, _ message: String) -> Response {
        APIResponse.json(
            .unprocessableContent,
            .object([
                ("status", .string("rejected")),
                (
                    "rejections",
                    .array([
                        .object([
                            ("code", .string("invalid_check_in")), ("message", .string(message)),
                            ("field", .string(field)),
                        ])
                    ])
                ),
            ]))
    }
}
