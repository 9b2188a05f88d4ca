import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import BistroReport
import Foundation

/// `bistro bookings`: the staff's view of table bookings and what they do with them (issue 27, docs/tables.md).
struct BookingsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bookings",
        abstract: "List a day's table bookings; seat a party, mark a no-show, cancel or move a booking.",
        discussion: """
            Guests book on the site's /book/ page (POST /api/bookings on bistro serve) or with a booking file \
            in the spool. A booking holds the smallest free table (or joinable group) for tables.bookings \
            .durationMinutes; a no-show or a cancellation frees it at once. Every change is recorded with its \
            time (--now, or the clock); a cancellation mails the guest.

            Examples:
              bistro bookings
              bistro bookings --day 2026-11-27 --html sheet.html
              bistro bookings seat B-20261127-3
              bistro bookings no-show B-20261127-4
              bistro bookings cancel B-20261127-5
              bistro bookings move B-20261127-3 T4
            """,
        subcommands: [
            BookingsList.self, BookingsSeat.self, BookingsNoShow.self, BookingsCancel.self, BookingsMove.self,
        ],
        defaultSubcommand: BookingsList.self
    )
}

struct BookingsList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "The day's bookings by time and table (the default of bistro bookings).",
        discussion: """
            Examples:
              bistro bookings --day 2026-11-27
              bistro bookings list --html sheet.html   (a printable page)
            """)

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @Option(name: .long, help: ArgumentHelp("The day (default: today).", valueName: "YYYY-MM-DD")) var day: String?
    @Option(name: .long, help: ArgumentHelp("Also write the sheet as a printable page.", valueName: "file"))
    var html: String?

    func validate() throws {
        if let day, CalendarDay.parse(day) == nil { throw ValidationError("--day is a date such as 2026-11-27") }
    }

    func run() throws {
        let content = try contentOptions.load(output: output)
        let zone = TimeZone(identifier: content.restaurant.timeZone) ?? .gmt
        let date = day.flatMap(CalendarDay.parse) ?? LocalTime(store.currentTime, in: zone).day
        try store.requireDatabase()
        let bookings = try runStore { try store.openReadOnlyStore().bookings(on: date) }
        let weekday = OpeningHours.Weekday.allCases[date.mondayBasedWeekday].schemaName
        let sheet = BookingSheet(
            restaurant: content.restaurant.name, day: "\(weekday) \(date)",
            entries: bookings.map { booking in
                BookingSheet.Entry(
                    number: booking.bookingNumber, time: "\(booking.startsAt.clock)–\(booking.endsAt.clock)",
                    tables: booking.tableIDs, party: booking.party, guest: booking.name, phone: booking.phone,
                    status: booking.status == .noShow ? "no-show" : booking.status.rawValue, note: booking.note)
            })
        print(sheet.text, terminator: "")
        if let html {
            do {
                try Data(sheet.html.utf8).write(to: URL(fileURLWithPath: html), options: .atomic)
            } catch {
                throw CommandFailure("\(html): cannot write the sheet: \(error.localizedDescription)")
            }
        }
    }
}

/// What every staff change takes: the content, the book, the output and messages, and the booking's number.
struct BookingStaffOptions: ParsableArguments {
    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var notifications: NotificationOptions
    @Argument(help: "The booking number, e.g. B-20261127-3.") var booking: String

    /// Applies `action` to the booking, printing what changed; a refusal is an error (exit status 1).
    func run(_ action: BookingStaffAction) throws {
        let content = try contentOptions.load(output: output)
        let book = try store.openExistingStore()
        let composer = try notifications.composer(for: content.restaurant, output: output)
        let context = OrderContext(content: content, now: store.currentTime)
        let change = try runStore {
            try OrderIntake(store: book, composer: composer).changeBooking(number: booking, action, context: context)
        }
        switch change {
        case .notFound:
            throw CommandFailure("no booking \(booking) (see bistro bookings --day DAY)")
        case .refused(let why):
            throw CommandFailure(why)
        case .changed(let receipt, let from):
            let tables = receipt.tables.joined(separator: " + ")
            output.say(
                from == receipt.status
                    ? "\(receipt.number): now at \(tables)"
                    : "\(receipt.number): \(from.words) → \(receipt.status.words)")
            if receipt.status == .cancelled {
                try deliverNow(
                    store: book, spool: store.spoolDirectory, composer: composer, now: store.currentTime,
                    output: output)
            }
        }
    }
}

struct BookingsSeat: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "seat", abstract: "The party has arrived.",
        discussion: """
            Examples:
              bistro bookings seat B-20261127-3
            """)
    @OptionGroup var change: BookingStaffOptions

    func run() throws { try change.run(.seat) }
}

struct BookingsNoShow: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "no-show", abstract: "The party did not come: the tables are free again.",
        discussion: """
            Examples:
              bistro bookings no-show B-20261127-4
            """)
    @OptionGroup var change: BookingStaffOptions

    func run() throws { try change.run(.noShow) }
}

struct BookingsCancel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cancel", abstract: "Cancel a booking for the guest (who is told by mail).",
        discussion: """
            Examples:
              bistro bookings cancel B-20261127-5
            """)
    @OptionGroup var change: BookingStaffOptions

    func run() throws { try change.run(.cancel) }
}

struct BookingsMove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "move", abstract: "Move a booking to other tables, free then and seating the party.",
        discussion: """
            Examples:
              bistro bookings move B-20261127-3 T4
              bistro bookings move B-20261127-3 T2 T3
            """)
    @OptionGroup var change: BookingStaffOptions
    @Argument(help: "The tables, as tables.list names them.") var tables: [String]

    func run() throws { try change.run(.move(tables)) }
}
