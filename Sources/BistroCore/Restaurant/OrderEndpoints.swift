/// Where the order page sends orders and the receipt page check-ins (restaurant.json `orders`): each a
/// path on the site's host (`/api/orders`) or an `https` URL. nil: the page offers "Send by email" and
/// "Download the order file" instead of "Place order", and receipts show no "I'm here" button.
package struct OrderEndpoints: Hashable, Sendable {
    /// `orders.endpoint`: the order page POSTs the order file here.
    package var orders: String?
    /// `orders.checkInEndpoint`: the receipt page POSTs `{token, latitude, longitude}` here.
    package var checkIns: String?
    /// `orders.reviewEndpoint`: the receipt page of a received order POSTs its ratings here
    /// (`{token, ratings}`); nil offers no rating.
    package var reviews: String?
    /// `orders.bookingEndpoint`: the booking page asks `…/availability?date=&party=` and POSTs bookings here,
    /// the booking's page POSTs `{token}` to `…/cancel`; nil offers no booking page.
    package var bookings: String?
    /// `orders.offerDownload`: without an endpoint, the order page also offers "Download the order file"
    /// (for the owner's tests with `bistro submit`; customers send their order by email).
    package var offersDownload: Bool

    package init(
        orders: String? = nil, checkIns: String? = nil, reviews: String? = nil, bookings: String? = nil,
        offersDownload: Bool = false
    ) {
        self.orders = orders
        self.checkIns = checkIns
        self.reviews = reviews
        self.bookings = bookings
        self.offersDownload = offersDownload
    }

    /// A path starting with one `/` (not `//host`), or `https://host…`; no spaces, quotes, angle brackets
    /// or control characters, so the value is safe in an attribute and a `fetch` call as written.
    package static func isValid(_ text: String) -> Bool {
        let forbidden: Set<UInt8> = [0x20, 0x22, 0x27, 0x3C, 0x3E, 0x5C, 0x60, 0x7F]
        guard !text.utf8.contains(where: { $0 < 0x20 || forbidden.contains($0) }) else { return false }
        if text.hasPrefix("/") { return !text.hasPrefix("//") }
        guard text.hasPrefix("https://") else { return false }
        let host = text.dropFirst("https://".count).prefix { $0 != "/" && $0 != "?" && $0 != "#" }
        return !host.isEmpty
    }
}
