import BistroCore

/// The bookings section's sentences, the same in text and HTML.
enum BookingWords {
    /// "5 bookings: 2 seated, 1 no-show, 1 not marked, 1 to come; 1 cancelled".
    static func summary(_ bookings: OwnerReport.BookingFigures) -> String {
        "\(Counted(bookings.bookings, "booking")): \(bookings.seated) seated, "
            + "\(Counted(bookings.noShows, "no-show")), \(bookings.unmarked) not marked, \(bookings.upcoming) to come; "
            + "\(bookings.cancelled) cancelled"
    }

    /// "No-show rate: 33.3% (1 no-show of 3 seated or no-show)".
    static func noShowRate(_ bookings: OwnerReport.BookingFigures) -> String {
        guard let rate = bookings.noShowPercent else {
            return "No-show rate: - (no booking seated or marked a no-show yet)"
        }
        return
            "No-show rate: \(percent(rate)) (\(Counted(bookings.noShows, "no-show")) of "
            + "\(bookings.seated + bookings.noShows) seated or no-show)"
    }
}
