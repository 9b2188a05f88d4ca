import BistroCore

extension PageRenderer {
    /// A booking's own page (`booking.mustache` in the layout), which `bistro serve` answers
    /// `GET /bookings/TOKEN/` with: `noindex`, no canonical link and nothing else that repeats the address,
    /// whose token is the booking's secret (it is only in the cancel form, while the booking can be cancelled).
    package func renderBooking(_ content: BookingPageContent) -> String {
        let restaurant = model.restaurant
        let view = BookingView(
            content, texts: BookingTimeText(locale: restaurant.locale, timeZone: restaurant.timeZone),
            cancelEndpoint: restaurant.endpoints.bookings.map { $0 + "/cancel" })
        let title = "Booking \(content.bookingNumber)"
        let meta = PageContext.Meta(
            title: "\(title) · \(model.site.name)", heading: title, description: nil, canonicalURL: nil, jsonLD: nil,
            noindex: true, kind: "booking")
        let context = PageContext(
            site: model.site, nav: model.navigation, page: meta, values: ["booking": view], partials: partials)
        return templates.render("booking", context.root)
    }
}
