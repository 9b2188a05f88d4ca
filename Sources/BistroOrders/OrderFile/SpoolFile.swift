import BistroJSON

/// What a file in `incoming/` asks for: an order, a check-in for an order (an object whose only member is
/// `"checkIn"`), ratings of an order received (only `"review"`) or a table booking (only `"booking"`); and
/// what only `bistro serve` asks: a booking's cancellation from its page.
package enum SpoolFile: Sendable, Hashable {
    case order(OrderRequest)
    case checkIn(CheckInRequest)
    case review(ReviewRequest)
    case booking(BookingRequest)
    /// The token of the booking's page.
    case bookingCancellation(token: String)
    /// A driver's claim or step from the dashboard.
    case driverStep(DriverStepRequest)

    /// Parses either kind. Failures before the kind is known (not UTF-8, malformed JSON, not an object)
    /// are reported as for orders.
    package static func parse(_ bytes: [UInt8]) -> Result<SpoolFile, RejectionList> {
        OrderFileParser.parseRoot(bytes).map { root in
            let reader = ShapeReader()
            // A check-in file holds only "checkIn": any other key is reported as unknown.
            if case .object(let members) = root.value, members.contains(where: { $0.key == "checkIn" }),
                let file = reader.object(root, "the check-in file", knownKeys: ["checkIn"]),
                let checkIn = file.member("checkIn")
            {
                var request = CheckInParser.read(checkIn, reader: reader)
                request.problems = reader.rejections
                return .checkIn(request)
            }
            if case .object(let members) = root.value, members.contains(where: { $0.key == "review" }),
                let file = reader.object(root, "the review file", knownKeys: ["review"]),
                let review = file.member("review")
            {
                var request = ReviewParser.read(review, reader: reader)
                request.problems = reader.rejections
                return .review(request)
            }
            if case .object(let members) = root.value, members.contains(where: { $0.key == "booking" }),
                let file = reader.object(root, "the booking file", knownKeys: ["booking"]),
                let booking = file.member("booking")
            {
                var request = BookingParser.read(booking, reader: reader)
                request.problems = reader.rejections
                return .booking(request)
            }
            var request = reader.readOrder(root)
            request.problems = reader.rejections
            return .order(request)
        }
    }

    /// The order's customer email, or the check-in's, as written.
    var email: String? {
        switch self {
        case .order(let request): request.customerEmail
        case .checkIn(let request): request.email
        case .review, .bookingCancellation, .driverStep: nil
        case .booking(let request): request.email
        }
    }
}
