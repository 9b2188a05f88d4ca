import BistroJSON
import BistroOrders
import Hummingbird

/// `POST /api/deliveries/claim {token, order}` and `POST /api/deliveries/status {token, order, status}`
/// (docs/delivery.md), on the guarded route group with the order endpoints: each is a command of the order
/// service, decided in its one writer's transaction, so of two drivers claiming one delivery exactly one wins.
enum DeliveryRoutes {
    static func add(to router: some RouterMethods<ServerRequestContext>, service: OrderService) {
        router.post("/api/deliveries/claim") { request, _ in
            guard let body = await OrderRoutes.readBody(request) else { return APIGuard.tooLarge }
            guard let fields = DeliveryAnswer.fields(in: body) else { return DeliveryAnswer.unreadable }
            let step = DriverStepRequest(token: fields.token, orderNumber: fields.order, step: .claim)
            return DeliveryAnswer.response(await service.submit(.driverStep(step)))
        }
        router.post("/api/deliveries/status") { request, _ in
            guard let body = await OrderRoutes.readBody(request) else { return APIGuard.tooLarge }
            guard let fields = DeliveryAnswer.fields(in: body) else { return DeliveryAnswer.unreadable }
            let step = DriverStepRequest(
                token: fields.token, orderNumber: fields.order, step: .init(status: fields.status ?? ""))
            return DeliveryAnswer.response(await service.submit(.driverStep(step)))
        }
    }
}
