import Hummingbird

/// `GET /drivers/TOKEN/`: a driver's dashboard, rendered on request from the order book (no file is published
/// for it: its token is in no file of the site). `CachePolicyMiddleware` makes it no-store and noindex. A
/// token of no active driver (a removed driver's too) is the site's 404.
enum DriverPageRoute {
    static func add(to router: Router<ServerRequestContext>, service: OrderService) {
        router.get("/drivers/:token/") { _, context -> Response in
            let html: String?
            do {
                html = try context.parameters.get("token").flatMap { try service.driverPage(token: $0) }
            } catch {
                throw HTTPError(.internalServerError, message: "the deliveries cannot be shown now; try again")
            }
            guard let html else { throw HTTPError(.notFound) }
            return Response(
                status: .ok,
                headers: [.contentType: "text/html; charset=utf-8"],
                body: .init(byteBuffer: ByteBuffer(string: html)))
        }
    }
}
