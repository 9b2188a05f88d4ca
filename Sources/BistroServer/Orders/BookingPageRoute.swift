import Hummingbird

/// `GET /bookings/TOKEN/`: a booking's own page, rendered on request from the order book (no file is published
/// for it, so its token is in no file of the site). `CachePolicyMiddleware` makes it no-store and noindex, and
/// the site's `Referrer-Policy: same-origin` keeps its address from the map it links to. An unknown token is
/// the site's 404.
enum BookingPageRoute {
    static func add(to router: Router<ServerRequestContext>, service: OrderService) {
        router.get("/bookings/:token/") { _, context -> Response in
            let html: String?
            do {
                html = try context.parameters.get("token").flatMap { try service.bookingPage(token: $0) }
            } catch {
                throw HTTPError(.internalServerError, message: "the booking cannot be shown now; try again")
            }
            guard let html else { throw HTTPError(.notFound) }
            return Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: html)))
        }
    }
}
