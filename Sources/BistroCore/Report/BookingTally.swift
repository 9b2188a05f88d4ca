/// Adds up the report's bookings section (docs/report.md, "Bookings") from what `ReportQuery` reads: the
/// bookings that start on a day of the period, the tables they hold, the dine-in orders per table.
package struct BookingTally: Sendable {
    /// Where a booking stands when the report is made.
    package enum Outcome: Sendable {
        case seated
        case noShow
        /// Still booked although its start has passed: the staff have not marked it.
        case unmarked
        /// Booked, starting after the report was made.
        case upcoming
        case cancelled
    }

    let room: DiningRoom?
    private var figures = OwnerReport.BookingFigures()
    private var covers: [CalendarDay: OwnerReport.BookingFigures.Covers] = [:]
    private var parties: [Int: Int] = [:]
    private var tableUse: TableUseTally?
    private var dineIn: [String: Int] = [:]

    package init(room: DiningRoom?, since: CalendarDay, until: CalendarDay) {
        self.room = room
        tableUse = room.map { TableUseTally(room: $0, since: since, until: until) }
        figures.tables = room?.tables.count ?? 0
    }

    /// Counts `count` bookings for `party` starting on `day` that stand at `outcome`.
    package mutating func add(_ outcome: Outcome, party: Int, day: CalendarDay, count: Int = 1) {
        if outcome != .cancelled { parties[party, default: 0] += count }
        let guests = party * count
        switch outcome {
        case .seated:
            figures.seated += count
            covers[day, default: .init()].seated += guests
        case .noShow: figures.noShows += count
        case .unmarked:
            figures.unmarked += count
            covers[day, default: .init()].unmarked += guests
        case .upcoming:
            figures.upcoming += count
            covers[day, default: .init()].upcoming += guests
        case .cancelled: figures.cancelled += count
        }
    }

    /// The holds table use needs (nil without tables: nothing to divide by).
    package var holdWindow: (start: Timestamp, end: Timestamp)? { tableUse?.holdWindow }

    /// Counts a table held by a booked or seated booking.
    package mutating func add(_ hold: TableHold) { tableUse?.add(hold) }

    /// Counts `orders` dine-in orders placed at `table`.
    package mutating func add(dineInOrders orders: Int, table: String) { dineIn[table, default: 0] += orders }

    /// The section, or nil when it has nothing to say: the restaurant takes no bookings and none starts in the
    /// period (cancelled ones included).
    package var result: OwnerReport.BookingFigures? {
        var result = figures
        guard room?.takesBookings == true || result.bookings + result.cancelled > 0 else { return nil }
        result.days = covers.sorted { $0.key < $1.key }.map {
            OwnerReport.BookingFigures.Day(day: $0.key, covers: $0.value)
        }
        result.partySizes = parties.sorted { $0.key < $1.key }.map {
            OwnerReport.BookingFigures.PartySize(party: $0.key, bookings: $0.value)
        }
        result.tableUse = tableUse?.hours ?? []
        let order = Dictionary(
            (room?.tables ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        result.dineInOrders = dineIn.filter { $0.value > 0 }.sorted {
            (order[$0.key] ?? Int.max, $0.key) < (order[$1.key] ?? Int.max, $1.key)
        }.map { OwnerReport.BookingFigures.TableOrders(table: $0.key, orders: $0.value) }
        return result
    }
}
