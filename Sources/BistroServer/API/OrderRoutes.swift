import BistroJSON
import BistroOrderBook
import BistroOrders
import Foundation
import Hummingbird

/// `POST /api/orders` and `POST /api/check-ins` (docs/serve.md). `APIGuardMiddleware` has checked the
/// method, origin, rate and content type; the handlers read at most `APIGuard.maximumBodyBytes`, hand the
/// body to the `OrderDesk` and encode its outcome.
enum OrderRoutes {
    static func add(to router: Router<ServerRequestContext>, desk: OrderDesk) {
        router.post("/api/orders") { request, _ in
            guard let body = await readBody(request) else { return APIGuard.tooLarge }
            if let earlier = recordedRejection(of: body, store: desk.setup.store) {
                return OrderAnswer.rejected(errorsJSON: earlier, conflict: false, body: body)
            }
            return OrderAnswer.response(await desk.deliver(body), body: body)
        }
        router.post("/api/check-ins") { request, _ in
            guard let body = await readBody(request) else { return APIGuard.tooLarge }
            return await CheckInAnswer.response(body: body, desk: desk)
        }
    }

    /// The body, or nil when it is larger than the limit.
    static func readBody(_ request: Request) async -> [UInt8]? {
        var request = request
        guard let buffer = try? await request.collectBody(upTo: APIGuard.maximumBodyBytes) else { return nil }
        return Array(buffer.readableBytesView)
    }

    /// A retry of an order the book rejected (the same customer, orderId and bytes) is answered with
    /// that rejection, without a second file, a second rejection or a second "rejected" message.
    static func recordedRejection(of body: [UInt8], store: OrderStore) -> String? {
        guard let root = try? JSONParser.parse(body), case .object(let members) = root.value,
              case .string(let orderID)? = members.first(where: { $0.key == "orderId" })?.value.value,
              case .object(let customer)? = members.first(where: { $0.key == "customer" })?.value.value,
              case .string(let email)? = customer.first(where: { $0.key == "email" })?.value.value else { return nil }
        let normalized = email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return try? store.recordedRejection(clientOrderID: orderID, email: normalized, contentKey: IdempotencyKey.contentHash(body))
    }
}
