import BistroJSON
import BistroOrders
import Hummingbird

/// `GET /api/bookings/availability`, `POST /api/bookings` and `POST /api/bookings/cancel` (docs/tables.md),
/// on the guarded route group with the order endpoints: a booking and a cancellation are commands of the
/// order service, decided in its one writer's transaction; availability is a read of the book.
enum BookingRoutes {
    static func add(to router: some RouterMethods<ServerRequestContext>, service: OrderService) {
        router.get("/api/bookings/availability") { request, _ in
            let query = request.uri.queryParameters
            do {
                let answer = try service.bookingAvailability(
                    date: query["date"].map(String.init), party: query["party"].map(String.init))
                return BookingAnswer.availability(
                    answer, date: query["date"].map(String.init), party: query["party"].map(String.init))
            } catch {
                return APIResponse.error(
                    .serviceUnavailable, code: "processing_failed", "the bookings cannot be read now; try again",
                    retryAfter: 30)
            }
        }
        router.post("/api/bookings") { request, _ in
            guard let body = await OrderRoutes.readBody(request) else { return APIGuard.tooLarge }
            let command = OrderCommand.booking(body)
            var namesPage = false
            if case .success(.booking(let booking)) = command.request {
                namesPage = UnguessableOrderID.check(booking.bookingID)
            }
            return BookingAnswer.response(await service.submit(command), body: body, namesPageOfDuplicate: namesPage)
        }
        router.post("/api/bookings/cancel") { request, _ in
            guard let body = await OrderRoutes.readBody(request) else { return APIGuard.tooLarge }
            guard let token = BookingAnswer.token(in: body) else {
                return APIResponse.error(
                    .unprocessableContent, code: "booking_unknown", "send {\"token\": …} from the booking's page")
            }
            return BookingAnswer.response(await service.submit(.cancelBooking(token: token)), body: body)
        }
    }
}
