import BistroJSON
import BistroOrderBook
import Hummingbird

/// How `POST /api/orders` answers an order's outcome (see docs/serve.md).
enum OrderAnswer {
    /// Seconds after which a queued order is worth asking about again.
    static let retryAfterSeconds = 5

    static func response(_ result: IntakeResult, body: [UInt8]) -> Response {
        switch result {
        case .accepted(let receipt):
            return APIResponse.json(.created, accepted(receipt, duplicate: false))
        case .duplicate(let receipt):
            return APIResponse.json(.ok, accepted(receipt, duplicate: true))
        case .rejected(let errors, let codes):
            return rejected(errorsJSON: errors, conflict: codes.contains("order_id_conflict"), body: body)
        case .checkedIn:
            return APIResponse.error(.unprocessableContent, code: "not_an_order", "this endpoint takes orders; check-ins go to /api/check-ins")
        case .queued:
            return APIResponse.json(.accepted, .object([("status", .string("queued")), ("retryAfterSeconds", .int(retryAfterSeconds))]),
                                    retryAfter: retryAfterSeconds)
        case .failed(let problem):
            return APIResponse.error(.serviceUnavailable, code: "processing_failed", problem, retryAfter: 30)
        }
    }

    /// 422 with every reason, or 409 when the customer's orderId names another order.
    static func rejected(errorsJSON: String, conflict: Bool, body: [UInt8]) -> Response {
        APIResponse.json(conflict ? .conflict : .unprocessableContent,
                         .object([("status", .string("rejected")), ("rejections", RejectionAnswer.rejections(errorsJSON: errorsJSON, body: body))]))
    }

    private static func accepted(_ receipt: OrderStore.Receipt, duplicate: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("status", .string("accepted")), ("orderNumber", .string(receipt.orderNumber)),
            ("receiptURL", .string("/" + OrderPageLinks.receipt(token: receipt.receiptToken))),
        ]
        if duplicate { members.append(("duplicate", .bool(true))) }
        return .object(members)
    }
}
