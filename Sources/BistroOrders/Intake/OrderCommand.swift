import BistroCore
import BistroOrderBook

/// What the order core is asked to decide, as every adapter hands it over: a file of the spool's
/// `incoming/` (the mail inbox delivers into the spool), or the body of a request `bistro serve` took. It
/// holds the parsed request and what makes it exactly-once; the bytes are not kept.
package struct OrderCommand: Sendable {
    /// Where it came from, as the book records it (`source_file`): the spool file's name, or for a request
    /// "http/" and a fresh name (`OrderCommand.posted`).
    package var source: String
    /// An order, a check-in, or the reasons the bytes are neither.
    package var request: Result<SpoolFile, RejectionList>
    /// The idempotency key of an order (see `IdempotencyKey`); nil when it did not parse or is a check-in.
    package var idempotencyKey: String?
    /// The order's canonical content (see `OrderContentDigest`), when it has an `orderId`.
    package var contentDigest: String?
    /// What identifies this exact content among rejections of the same source: the bytes' hash, or
    /// "size:N" / "special" for files that were not read.
    package var contentKey: String
    /// A body posted to `bistro serve` (`OrderCommand.posted`): sent again after a rejection, it is answered
    /// with that rejection.
    var isPosted = false
    /// The order's customer email as orders record it (trimmed, lower-cased), to look the customer up
    /// with the batch's others.
    package var customerEmail: String?

    /// A command from `bytes` that were read (`unreadKey` nil) or from a file that could not be read.
    package init(source: String, bytes: [UInt8], unreadKey: String? = nil, request: Result<SpoolFile, RejectionList>) {
        self.source = source
        self.request = request
        let hash = unreadKey == nil ? IdempotencyKey.contentHash(bytes) : nil
        contentKey = unreadKey ?? hash!
        if case .success(.order(let order)) = request {
            customerEmail = order.customerEmail?.normalizedEmail
            if let hash {
                idempotencyKey = IdempotencyKey.key(
                    orderID: order.orderID, email: order.customerEmail, contentHash: hash)
                if order.orderID != nil { contentDigest = OrderContentDigest.digest(order) }
            }
        }
    }

    /// The body of a request, parsed as an order or check-in file is; recorded under "http/NAME".
    package static func posted(_ bytes: [UInt8]) -> OrderCommand {
        var command = OrderCommand(source: "http/" + RandomToken.make(), bytes: bytes, request: SpoolFile.parse(bytes))
        command.isPosted = true
        return command
    }

    /// A check-in `bistro serve` took with a receipt token: the distance measured in memory, never a position.
    package static func checkIn(receiptToken: String, distanceMeters: Int) -> OrderCommand {
        var checkIn = CheckInRequest()
        checkIn.receiptToken = receiptToken
        checkIn.place = .distance(meters: distanceMeters)
        let source = "http/" + RandomToken.make()
        return OrderCommand(source: source, bytes: Array(source.utf8), request: .success(.checkIn(checkIn)))
    }

    /// Ratings `bistro serve` took: the body of `POST /api/reviews` (`ReviewParser`).
    package static func review(_ bytes: [UInt8]) -> OrderCommand {
        let request = OrderFileParser.parseRoot(bytes).map { root in
            let reader = ShapeReader()
            var review = ReviewParser.read(root, reader: reader)
            review.problems = reader.rejections
            return SpoolFile.review(review)
        }
        return OrderCommand(source: "http/" + RandomToken.make(), bytes: bytes, request: request)
    }

    /// A table booking `bistro serve` took: the body of `POST /api/bookings` (`BookingParser`).
    package static func booking(_ bytes: [UInt8]) -> OrderCommand {
        let request = OrderFileParser.parseRoot(bytes).map { root in
            let reader = ShapeReader()
            var booking = BookingParser.read(root, reader: reader)
            booking.problems = reader.rejections
            return SpoolFile.booking(booking)
        }
        return OrderCommand(source: "http/" + RandomToken.make(), bytes: bytes, request: request)
    }

    /// A booking cancelled from its page (`POST /api/bookings/cancel`): the page's token is the only key.
    package static func cancelBooking(token: String) -> OrderCommand {
        let source = "http/" + RandomToken.make()
        return OrderCommand(
            source: source, bytes: Array(source.utf8), request: .success(.bookingCancellation(token: token)))
    }

    /// A driver's claim or step from the dashboard (`POST /api/deliveries/claim`, `.../status`).
    package static func driverStep(_ request: DriverStepRequest) -> OrderCommand {
        let source = "http/" + RandomToken.make()
        return OrderCommand(source: source, bytes: Array(source.utf8), request: .success(.driverStep(request)))
    }

    /// The orderId an order gave, or the order a check-in named.
    package var orderID: String? {
        switch try? request.get() {
        case .order(let order): order.orderID
        case .checkIn(let checkIn): checkIn.orderReference
        case .review, .booking, .bookingCancellation, .driverStep: nil
        case nil: nil
        }
    }
}
