extension SitePublisher {
    /// A booking's own page, `bookings/TOKEN/`, as HTML: `booking.mustache` in the site's layout (header,
    /// stylesheet, footer) with the content and templates of the last publish, `noindex`, the token only in
    /// the cancel form. `bistro serve` answers `GET /bookings/TOKEN/` with it (never published as a file).
    /// Throws only when the content or templates have errors and no publish ever read them without.
    package func bookingPage(_ content: BookingPageContent) throws(SiteBuildError) -> String {
        try renderer().renderBooking(content)
    }
}
