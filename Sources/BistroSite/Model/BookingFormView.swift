import BistroCore
import BistroTemplates
import Mustache

/// What the booking page (`book.mustache`, `book/`) is given as `bookingForm`: where it asks for free times
/// and sends the booking (restaurant.json `orders.bookingEndpoint`), the restaurant's time zone (the date
/// field's "today"), and the rules of `tables.bookings` the page states or limits its fields by. The free
/// times themselves are asked from the server on each change: they depend on the bookings already made.
package final class BookingFormView: Sendable, MustacheParent {
    /// One choice of the party size field.
    struct PartySize: MustacheParent, Sendable {
        var size: Int
        /// "1 person", "4 people".
        var label: String
        /// The choice the page starts with.
        var selected: Bool

        /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
        static let templateNames = TemplateNameTree(["size", "label", "selected"])

        func child(named key: String) -> Any? {
            switch key {
            case "size": size
            case "label": label
            case "selected": selected
            default: nil
            }
        }
    }

    /// The party size the page starts with: 2, or 1 when the restaurant books tables for one only.
    static let defaultPartySize = 2

    /// `orders.bookingEndpoint` as written: `GET …/availability`, `POST …`.
    let endpoint: String
    /// restaurant.json `timeZone` ("America/Toronto").
    let timeZone: String
    let advanceDays: Int
    let maxPartySize: Int
    let durationMinutes: Int
    let leadMinutes: Int

    /// nil unless the restaurant takes bookings: `tables.bookings` and `orders.bookingEndpoint` are both set.
    init?(restaurant: Restaurant) {
        guard let bookings = restaurant.tables?.bookings, let endpoint = restaurant.endpoints.bookings else {
            return nil
        }
        self.endpoint = endpoint
        timeZone = restaurant.timeZone
        advanceDays = bookings.advanceDays
        maxPartySize = bookings.maxPartySize
        durationMinutes = bookings.durationMinutes
        leadMinutes = bookings.leadMinutes
    }

    var partySizes: [PartySize] {
        let selected = min(Self.defaultPartySize, maxPartySize)
        return (1...max(1, maxPartySize)).map {
            PartySize(size: $0, label: $0 == 1 ? "1 person" : "\($0) people", selected: $0 == selected)
        }
    }

    /// A span of minutes in words: "90 minutes", "1 hour", "2 hours", "1 day" (10,080 is "7 days").
    static func minutesText(_ minutes: Int) -> String {
        func counted(_ n: Int, _ unit: String) -> String { n == 1 ? "1 \(unit)" : "\(n) \(unit)s" }
        if minutes > 0, minutes % 1440 == 0 { return counted(minutes / 1440, "day") }
        if minutes > 0, minutes % 60 == 0 { return counted(minutes / 60, "hour") }
        return counted(minutes, "minute")
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        [
            "endpoint", "timeZone", "advanceDays", "maxPartySize", "durationMinutes", "durationText", "leadMinutes",
            "leadText", "hasLead",
        ],
        ["partySizes": PartySize.templateNames])

    package func child(named key: String) -> Any? {
        switch key {
        case "endpoint": endpoint
        case "timeZone": timeZone
        case "advanceDays": advanceDays
        case "maxPartySize": maxPartySize
        case "durationMinutes": durationMinutes
        case "durationText": Self.minutesText(durationMinutes)
        case "leadMinutes": leadMinutes
        case "leadText": Self.minutesText(leadMinutes)
        case "hasLead": leadMinutes > 0
        case "partySizes": partySizes
        default: nil
        }
    }
}
