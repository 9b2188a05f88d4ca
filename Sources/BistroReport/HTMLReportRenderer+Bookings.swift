import BistroCore

extension HTMLReportRenderer {
    /// The bookings section, closing the one before it: the counts and the no-show rate, covers per day as bars
    /// with their table, party sizes, table use by hour, dine-in orders per table.
    func bookingSection(_ bookings: OwnerReport.BookingFigures) -> String {
        var html = "</section>\n<section aria-labelledby=\"bookings\"><h2 id=\"bookings\">Bookings</h2>\n"
        html += "<p>\(escape(BookingWords.summary(bookings))).</p>\n"
        html += "<p>\(escape(BookingWords.noShowRate(bookings))).</p>\n"
        html += "<h3>Covers per day</h3>\n"
        html += SVGCharts.bars(
            bookings.days.map {
                let covers = $0.covers
                return (
                    $0.day.description, covers.total,
                    "\(Counted(covers.total, "cover")) (\(covers.seated) seated, \(covers.unmarked) not marked, "
                        + "\(covers.upcoming) to come)"
                )
            }, title: "Covers per day: guests seated, not marked and to come")
        func cells(_ label: String, _ covers: OwnerReport.BookingFigures.Covers) -> [String] {
            [label, "\(covers.seated)", "\(covers.unmarked)", "\(covers.upcoming)", "\(covers.total)"]
        }
        let totals = bookings.days.isEmpty ? [] : [cells("Total", bookings.totalCovers)]
        html += table(
            ["Day", "Seated", "Not marked", "To come", "Covers"], numericFrom: 1,
            rows: bookings.days.map { cells($0.day.description, $0.covers) } + totals)
        html += "<h3>Bookings by party size</h3>\n"
        html += table(
            ["Party", "Bookings"], numericFrom: 0, rows: bookings.partySizes.map { ["\($0.party)", "\($0.bookings)"] })
        html += "<h3>Table use by hour</h3>\n"
        html +=
            "<p>Table-minutes held by booked and seated bookings, of those open (\(Counted(bookings.tables, "table"))"
            + " × days open in the hour × 60).</p>\n"
        html += table(
            ["Hour", "Held", "Open", "Use"], numericFrom: 1,
            rows: bookings.tableUse.map { [$0.label, "\($0.heldMinutes)", "\($0.openMinutes)", percent($0.percent)] })
        if !bookings.dineInOrders.isEmpty {
            html += "<h3>Dine-in orders per table</h3>\n"
            html += table(
                ["Table", "Orders"], numericFrom: 1, rows: bookings.dineInOrders.map { [$0.table, "\($0.orders)"] })
        }
        return html
    }
}
