extension OwnerReport {
    /// The bookings section (issue 27): the bookings that start on a day of the period, as `BookingTally` adds
    /// them up (docs/report.md, "Bookings"). A cancelled booking counts only under `cancelled`.
    package struct BookingFigures: Hashable, Sendable {
        /// Guests of bookings, by where the booking stands.
        package struct Covers: Hashable, Sendable {
            /// Guests of bookings the staff seated.
            package var seated = 0
            /// Guests of bookings still booked although their start has passed: neither seated nor marked a
            /// no-show yet.
            package var unmarked = 0
            /// Guests of bookings still to come: booked, starting after the report was made.
            package var upcoming = 0

            package init(seated: Int = 0, unmarked: Int = 0, upcoming: Int = 0) {
                self.seated = seated
                self.unmarked = unmarked
                self.upcoming = upcoming
            }

            /// Every guest seated or expected (no-shows and cancellations left out).
            package var total: Int { seated + unmarked + upcoming }
        }

        /// The covers of the bookings that start on one day.
        package struct Day: Hashable, Sendable {
            package var day: CalendarDay
            package var covers: Covers

            package init(day: CalendarDay, covers: Covers) {
                self.day = day
                self.covers = covers
            }
        }

        package struct PartySize: Hashable, Sendable {
            package var party: Int
            package var bookings: Int

            package init(party: Int, bookings: Int) {
                self.party = party
                self.bookings = bookings
            }
        }

        /// One hour of the day: the table-minutes bookings held within it over the period's days, and the
        /// table-minutes there were (tables × days open in that hour × 60).
        package struct HourUse: Hashable, Sendable {
            /// 0–23, on the restaurant's clock.
            package var hour: Int
            package var heldMinutes: Int
            package var openMinutes: Int

            package init(hour: Int, heldMinutes: Int, openMinutes: Int) {
                self.hour = hour
                self.heldMinutes = heldMinutes
                self.openMinutes = openMinutes
            }

            /// "18:00".
            package var label: String { OpeningHours.Interval.clock(hour * 60) }

            /// Held per open table-minute, in percent (0 when there were none).
            package var percent: Double {
                openMinutes == 0 ? 0 : Double(heldMinutes) * 100 / Double(openMinutes)
            }
        }

        /// Counted dine-in orders placed at one table in the period.
        package struct TableOrders: Hashable, Sendable {
            package var table: String
            package var orders: Int

            package init(table: String, orders: Int) {
                self.table = table
                self.orders = orders
            }
        }

        /// Days of the period with covers, oldest first.
        package var days: [Day] = []
        /// Bookings per party size, smallest party first (cancelled bookings left out).
        package var partySizes: [PartySize] = []
        /// Bookings by where they stand.
        package var seated = 0
        package var noShows = 0
        package var unmarked = 0
        package var upcoming = 0
        package var cancelled = 0
        /// How many tables `tableUse` divides by (restaurant.json's `tables.list`).
        package var tables = 0
        /// The hours the restaurant was open on some day of the period (or a booking held a table), earliest
        /// first; empty without tables.
        package var tableUse: [HourUse] = []
        /// Dine-in orders per table, in `tables.list` order; tables without orders left out.
        package var dineInOrders: [TableOrders] = []

        package init() {}

        /// Bookings that were not cancelled.
        package var bookings: Int { seated + noShows + unmarked + upcoming }

        /// The period's covers.
        package var totalCovers: Covers {
            days.reduce(into: Covers()) {
                $0.seated += $1.covers.seated
                $0.unmarked += $1.covers.unmarked
                $0.upcoming += $1.covers.upcoming
            }
        }

        /// No-shows per booking whose guests were expected and whose outcome is known (seated or no-show), in
        /// percent; nil when there is none.
        package var noShowPercent: Double? {
            seated + noShows == 0 ? nil : Double(noShows) * 100 / Double(seated + noShows)
        }
    }
}
