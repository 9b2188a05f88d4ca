import BistroCore
import BistroTemplates
import Mustache

/// One booking's page as templates see it (`booking`): the day and times on the restaurant's clock in its
/// locale, the party, the tables, the status and the guest's own name and note; the token only as
/// `cancelToken`, and only while the booking can be cancelled (the cancel form sends it).
/// Keys are distinct from those of the enclosing contexts (`bookingNote`), so a missing value never falls
/// through to one of the site.
struct BookingView: MustacheParent {
    let content: BookingPageContent
    let start: LocalTime
    let end: LocalTime
    let dayText: String
    let startText: String
    let endText: String
    /// `orders.bookingEndpoint` + "/cancel"; nil: the page offers no cancel button.
    let cancelEndpoint: String?

    init(_ content: BookingPageContent, texts: BookingTimeText, cancelEndpoint: String?) {
        self.content = content
        start = texts.local(content.startAt)
        end = texts.local(content.endAt)
        dayText = texts.day(content.startAt)
        startText = texts.time(content.startAt)
        endText = texts.time(content.endAt)
        self.cancelEndpoint = content.cancellable ? cancelEndpoint : nil
    }

    /// "Booked", "Seated", "No-show", "Cancelled".
    static func label(_ status: BookingPageContent.Status) -> String {
        switch status {
        case .booked: "Booked"
        case .seated: "Seated"
        case .noShow: "No-show"
        case .cancelled: "Cancelled"
        }
    }

    /// For a class name: "booked", "seated", "no-show", "cancelled".
    static func slug(_ status: BookingPageContent.Status) -> String {
        status == .noShow ? "no-show" : status.rawValue
    }

    /// "T2", "T2 and T3", "T1, T2 and T3".
    static func list(_ words: [String]) -> String {
        guard let last = words.last else { return "" }
        return words.count == 1 ? last : words.dropLast().joined(separator: ", ") + " and " + last
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree([
        "bookingNumber", "status", "statusSlug", "isBooked", "isCancelled", "party", "partyText", "day", "startText",
        "startISO", "endText", "endISO", "tables", "tablesText", "hasTables", "oneTable", "guestName", "bookingNote",
        "cancellable", "cancelEndpoint", "cancelToken",
    ])

    func child(named key: String) -> Any? {
        switch key {
        case "bookingNumber": content.bookingNumber
        case "status": Self.label(content.status)
        case "statusSlug": Self.slug(content.status)
        case "isBooked": content.status == .booked
        case "isCancelled": content.status == .cancelled
        case "party": content.party
        case "partyText": content.party == 1 ? "1 person" : "\(content.party) people"
        case "day": dayText
        case "startText": startText
        case "startISO": start.iso8601
        case "endText": endText
        case "endISO": end.iso8601
        case "tables": content.tables
        case "tablesText": Self.list(content.tables)
        case "hasTables": !content.tables.isEmpty
        case "oneTable": content.tables.count == 1
        case "guestName": content.guestName
        case "bookingNote": content.note.flatMap { $0.isEmpty ? nil : $0 }
        case "cancellable": cancelEndpoint != nil
        case "cancelEndpoint": cancelEndpoint
        case "cancelToken": cancelEndpoint != nil ? content.token : nil
        default: nil
        }
    }
}
