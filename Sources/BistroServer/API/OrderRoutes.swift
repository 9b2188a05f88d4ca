import BistroJSON
import BistroOrderBook
import BistroOrders
import Foundation
import Hummingbird

/// `POST /api/orders`, `POST /api/check-ins` and `POST /api/reviews` (docs/serve.md), registered on the guarded route group
/// (`APIRouteGroup`): `APIGuardMiddleware` has checked the origin, rate and content type; the handlers read
/// at most `APIGuard.maximumBodyBytes`, hand the body to the `OrderService` and encode its outcome.
enum OrderRoutes {
    static func add(
        to router: some RouterMethods<ServerRequestContext>, service: OrderService,
        onOrderTaken: (@Sendable (OrderStore.Receipt) -> Void)? = nil
    ) {
        router.post("/api/orders") { request, context in
            // With --verbose: the request has begun (a SIGTERM from now on lets it finish).
            context.logger.info("an order is arriving")
            guard let body = await readBody(request) else { return APIGuard.tooLarge }
            let command = OrderCommand.posted(body)
            switch command.request {
            case .success(.checkIn):
                return APIResponse.error(
                    .unprocessableContent, code: "not_an_order",
                    "this is a check-in file; check in at /api/check-ins with the receipt's token")
            case .success(.review):
                return APIResponse.error(
                    .unprocessableContent, code: "not_an_order",
                    "this is a review file; rate an order at /api/reviews with the receipt's token")
            default: break
            }
            let secretOrderID = UnguessableOrderID.check(command.orderID)
            let answer = await service.submit(command)
            if case .success(.accepted(let receipt)) = answer { onOrderTaken?(receipt) }
            return OrderAnswer.response(answer, body: body, secretOrderID: secretOrderID)
        }
        router.post("/api/check-ins") { request, _ in
            guard let body = await readBody(request) else { return APIGuard.tooLarge }
            return await CheckInAnswer.response(body: body, service: service)
        }
        router.post("/api/reviews") { request, _ in
            guard let body = await readBody(request) else { return APIGuard.tooLarge }
            return ReviewAnswer.response(await service.submit(OrderCommand.review(body)), body: body)
        }
    }

    /// The body, or nil when it is larger than the limit.
    static func readBody(_ request: Request) async -> [UInt8]? {
        var request = request
        guard let buffer = try? await request.collectBody(upTo: APIGuard.maximumBodyBytes) else { return nil }
        return Array(buffer.readableBytesView)
    }
}
