import BistroCore
import BistroJSON

/// Reads a booking object. Every text is bounded; the note is never repeated in a reason (a stranger's text is
/// not echoed).
enum BookingParser {
    static let keys = ["bookingId", "name", "email", "phone", "party", "startAt", "note"]

    static func read(_ node: JSONNode, reader: ShapeReader) -> BookingRequest {
        var request = BookingRequest()
        request.position = ShapeReader.position(node)
        guard let booking = reader.object(node, "the booking", knownKeys: keys) else { return request }
        request.bookingID = booking.string("bookingId", limits: .singleLine(maxLength: 200))
        request.name = booking.string("name", limits: .singleLine(maxLength: 200))
        request.email = booking.string("email", limits: .singleLine(maxLength: 320))
        request.phone = booking.string("phone", limits: .singleLine(maxLength: 40))
        request.note = booking.string("note", limits: .multiline(maxLength: 500))
        if let party = booking.value("party") {
            request.partyPosition = ShapeReader.position(party)
            if case .number(let text) = party.value, text.utf8.count <= 3, let value = Int(text), value >= 1 {
                request.party = value
            } else {
                reader.reject(.invalidParty, "\"party\" is how many guests, a whole number such as 4", at: party)
            }
        }
        if let start = booking.value("startAt") {
            request.startPosition = ShapeReader.position(start)
            request.startAt = booking.string("startAt", limits: .singleLine(maxLength: 64))
        }
        return request
    }
}
