import BistroCore

extension CSVReportRenderer {
    /// The bookings section's rows: `bookings` (counts by status and the no-show rate), `booking_covers` (guests
    /// per day), `booking_parties`, `table_use` (per hour: held and open table-minutes, use in percent) and
    /// `dine_in` (orders per table).
    func bookingRows(_ bookings: OwnerReport.BookingFigures) -> [[String]] {
        var rows: [[String]] = [
            ["bookings", "", "", "bookings", "\(bookings.bookings)"],
            ["bookings", "", "", "seated", "\(bookings.seated)"],
            ["bookings", "", "", "no_shows", "\(bookings.noShows)"],
            ["bookings", "", "", "unmarked", "\(bookings.unmarked)"],
            ["bookings", "", "", "upcoming", "\(bookings.upcoming)"],
            ["bookings", "", "", "cancelled", "\(bookings.cancelled)"],
            ["bookings", "", "", "no_show_percent", bookings.noShowPercent.map(percentNumber) ?? ""],
        ]
        for day in bookings.days {
            let key = day.day.description
            rows += [
                ["booking_covers", key, "", "seated", "\(day.covers.seated)"],
                ["booking_covers", key, "", "unmarked", "\(day.covers.unmarked)"],
                ["booking_covers", key, "", "upcoming", "\(day.covers.upcoming)"],
                ["booking_covers", key, "", "covers", "\(day.covers.total)"],
            ]
        }
        for size in bookings.partySizes {
            rows.append(["booking_parties", "\(size.party)", "", "bookings", "\(size.bookings)"])
        }
        for hour in bookings.tableUse {
            rows += [
                ["table_use", hour.label, "", "held_minutes", "\(hour.heldMinutes)"],
                ["table_use", hour.label, "", "open_minutes", "\(hour.openMinutes)"],
                ["table_use", hour.label, "", "use_percent", percentNumber(hour.percent)],
            ]
        }
        for table in bookings.dineInOrders { rows.append(["dine_in", table.table, "", "orders", "\(table.orders)"]) }
        return rows
    }
}
