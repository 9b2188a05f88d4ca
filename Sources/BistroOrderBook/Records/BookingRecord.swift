import BistroCore
import GRDB

/// A row of `bookings`: a guest's table for a time.
package struct BookingRecord: SnakeCaseRecord, Sendable, Hashable {
    /// Where the booking stands: booked until the staff seat the party or mark a no-show; cancelled by the
    /// guest (from the booking's page) or the staff.
    package enum Status: String, Codable, Sendable, DatabaseValueConvertible, CaseIterable {
        case booked
        case seated
        case noShow = "no_show"
        case cancelled

        /// Whether it still holds its tables.
        package var holdsTables: Bool { self == .booked || self == .seated }

        /// "booked", "seated", "a no-show", "cancelled".
        package var words: String {
            switch self {
            case .booked: "booked"
            case .seated: "seated"
            case .noShow: "a no-show"
            case .cancelled: "cancelled"
            }
        }
    }

    package static let databaseTableName = "bookings"
    package var id: Int64?
    package var bookingNumber: String
    package var clientBookingId: String
    package var contentDigest: String
    package var email: String
    package var name: String
    package var phone: String?
    package var party: Int
    package var startsAt: LocalTime
    package var endsAt: LocalTime
    /// The tables held, space-separated.
    package var tables: String
    package var status: Status
    package var note: String?
    package var token: String
    package var sourceFile: String
    package var bookedAt: LocalTime
    package var changedAt: LocalTime

    package init(
        bookingNumber: String, clientBookingId: String, contentDigest: String, email: String, name: String,
        phone: String?, party: Int, startsAt: LocalTime, endsAt: LocalTime, tables: [String], note: String?,
        token: String, sourceFile: String, bookedAt: LocalTime
    ) {
        self.bookingNumber = bookingNumber
        self.clientBookingId = clientBookingId
        self.contentDigest = contentDigest
        self.email = email
        self.name = name
        self.phone = phone
        self.party = party
        self.startsAt = startsAt
        self.endsAt = endsAt
        self.tables = tables.joined(separator: " ")
        status = .booked
        self.note = note
        self.token = token
        self.sourceFile = sourceFile
        self.bookedAt = bookedAt
        changedAt = bookedAt
    }

    /// The tables held, in order.
    package var tableIDs: [String] { tables.split(separator: " ").map(String.init) }

    enum CodingKeys: String, CodingKey {
        case id
        case bookingNumber = "booking_number"
        case clientBookingId = "client_booking_id"
        case contentDigest = "content_digest"
        case email, name, phone, party
        case startsAt = "starts_at"
        case endsAt = "ends_at"
        case tables, status, note, token
        case sourceFile = "source_file"
        case bookedAt = "booked_at"
        case changedAt = "changed_at"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let id = Column(CodingKeys.id)
        package static let bookingNumber = Column(CodingKeys.bookingNumber)
        package static let clientBookingId = Column(CodingKeys.clientBookingId)
        package static let email = Column(CodingKeys.email)
        package static let startsAt = Column(CodingKeys.startsAt)
        package static let status = Column(CodingKeys.status)
        package static let token = Column(CodingKeys.token)
    }
}

/// A row of `table_holds`: one table a booking holds from `starts` to `ends` (seconds since 1970).
struct TableHoldRecord: SnakeCaseRecord {
    static let databaseTableName = "table_holds"
    var bookingId: Int64
    var tableId: String
    var starts: Int
    var ends: Int

    enum CodingKeys: String, CodingKey {
        case bookingId = "booking_id"
        case tableId = "table_id"
        case starts, ends
    }
}
