import BistroJSON
import BistroOrderBook
import BistroOrders
import Foundation
import Hummingbird

/// `POST /api/orders` and `POST /api/check-ins` (docs/serve.md), registered on the guarded route group
/// (`APIRouteGroup`): `APIGuardMiddleware` has checked the origin, rate and content type; the handlers read
/// at most `APIGuard.maximumBodyBytes`, hand the body to the `OrderDesk` and encode its outcome.
enum OrderRoutes {
    static func add(to router: some RouterMethods<ServerRequestContext>, desk: OrderDesk) {
        router.post("/api/orders") { request, context in
            // With --verbose: the request has begun (a SIGTERM from now on lets it finish).
            context.logger.info("an order is arriving")
            guard let body = await readBody(request) else { return APIGuard.tooLarge }
            let root = try? JSONParser.parse(body)
            if isCheckIn(root) {
                return APIResponse.error(
                    .unprocessableContent, code: "not_an_order",
                    "this is a check-in file; check in at /api/check-ins with the receipt's token")
            }
            if let earlier = recordedRejection(of: root, body: body, store: desk.setup.store) {
                return OrderAnswer.rejected(errorsJSON: earlier, conflict: false, body: body)
            }
            let secretOrderID = UnguessableOrderID.check(orderID(of: root))
            return OrderAnswer.response(await desk.deliver(body), body: body, secretOrderID: secretOrderID)
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

    /// A check-in file (`{"checkIn": …}`), which the spool would take too: only orders come in here, so a
    /// check-in always goes through the receipt token.
    static func isCheckIn(_ root: JSONNode?) -> Bool {
        guard case .object(let members)? = root?.value else { return false }
        return members.contains { $0.key == "checkIn" }
    }

    /// The order's `orderId`, when it is a string.
    static func orderID(of root: JSONNode?) -> String? {
        guard case .object(let members)? = root?.value,
            case .string(let orderID)? = members.first(where: { $0.key == "orderId" })?.value.value
        else { return nil }
        return orderID
    }

    /// A retry of an order the book rejected (the same customer, orderId and bytes) is answered with
    /// that rejection, without a second file, a second rejection or a second "rejected" message.
    static func recordedRejection(of root: JSONNode?, body: [UInt8], store: OrderStore) -> String? {
        guard case .object(let members)? = root?.value,
            case .string(let orderID)? = members.first(where: { $0.key == "orderId" })?.value.value,
            case .object(let customer)? = members.first(where: { $0.key == "customer" })?.value.value,
            case .string(let email)? = customer.first(where: { $0.key == "email" })?.value.value
        else { return nil }
        let normalized = email.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
        return try? store.recordedRejection(
            clientOrderID: orderID, email: normalized, contentKey: IdempotencyKey.contentHash(body))
    }
}
