import BistroCore

extension TextReportRenderer {
    /// The bookings section: the counts and the no-show rate, covers per day, party sizes, table use by hour
    /// and dine-in orders per table.
    func bookingSections(_ bookings: OwnerReport.BookingFigures) -> String {
        var out = section("Bookings", BookingWords.summary(bookings) + "\n" + BookingWords.noShowRate(bookings) + "\n")
        var covers = TextTable(
            ["Day", "Seated", "Not marked", "To come", "Covers"], alignments: [.left, .right, .right, .right, .right])
        func cells(_ label: String, _ covers: OwnerReport.BookingFigures.Covers) -> [String] {
            [label, "\(covers.seated)", "\(covers.unmarked)", "\(covers.upcoming)", "\(covers.total)"]
        }
        for day in bookings.days { covers.add(cells(day.day.description, day.covers)) }
        covers.add(cells("Total", bookings.totalCovers))
        out += section("Covers per day (guests)", covers.rendered)
        var parties = TextTable(["Party", "Bookings"], alignments: [.right, .right])
        for size in bookings.partySizes { parties.add(["\(size.party)", "\(size.bookings)"]) }
        out += section("Bookings by party size", parties.rendered)
        var use = TextTable(
            ["Hour", "Held", "Open", "Use"], alignments: [.left, .right, .right, .right])
        for hour in bookings.tableUse {
            use.add([hour.label, "\(hour.heldMinutes)", "\(hour.openMinutes)", percent(hour.percent)])
        }
        out += section(
            "Table use by hour (table-minutes held of those open, \(Counted(bookings.tables, "table")))", use.rendered)
        if !bookings.dineInOrders.isEmpty {
            var tables = TextTable(["Table", "Orders"], alignments: [.left, .right])
            for table in bookings.dineInOrders { tables.add([table.table, "\(table.orders)"]) }
            out += section("Dine-in orders per table", tables.rendered)
        }
        return out
    }
}
