import BistroJSON
import BistroOrderBook
import Hummingbird

/// How `POST /api/orders` answers an order's outcome (see docs/serve.md).
enum OrderAnswer {
    /// Seconds after which a queued order is worth asking about again.
    static let retryAfterSeconds = 5

    /// `secretOrderID`: whether the request's `orderId` shows it comes from the order's own device
    /// (`UnguessableOrderID`); a duplicate's answer names the receipt only then.
    static func response(_ result: IntakeResult, body: [UInt8], secretOrderID: Bool = false) -> Response {
        switch result {
        case .accepted(let receipt):
            return APIResponse.json(.created, accepted(receipt, duplicate: false))
        case .duplicate(let receipt):
            return APIResponse.json(.ok, accepted(receipt, duplicate: true, namesReceipt: secretOrderID))
        case .rejected(let errors, let codes):
            return rejected(errorsJSON: errors, conflict: codes.contains("order_id_conflict"), body: body)
        case .checkedIn:
            return APIResponse.error(
                .unprocessableContent, code: "not_an_order",
                "this is a check-in file; check in at /api/check-ins with the receipt's token")
        case .queued:
            return APIResponse.json(
                .accepted, .object([("status", .string("queued")), ("retryAfterSeconds", .int(retryAfterSeconds))]),
                retryAfter: retryAfterSeconds)
        case .failed(let problem):
            return APIResponse.error(.serviceUnavailable, code: "processing_failed", problem, retryAfter: 30)
        }
    }

    /// 422 with every reason, or 409 when the customer's orderId names another order.
    static func rejected(errorsJSON: String, conflict: Bool, body: [UInt8]) -> Response {
        APIResponse.json(
            conflict ? .conflict : .unprocessableContent,
            .object([
                ("status", .string("rejected")),
                ("rejections", RejectionAnswer.rejections(errorsJSON: errorsJSON, body: body)),
            ]))
    }

    /// A new order's answer names its receipt; a duplicate's only when `namesReceipt` (else the receipt
    /// link is in the "received" mail to the order's address).
    private static func accepted(
        _ receipt: OrderStore.Receipt, duplicate: Bool,
        namesReceipt: Bool = true
    ) -> JSONValue {
        var members: [(String, JSONValue)] = [("status", "accepted"), ("orderNumber", .string(receipt.orderNumber))]
        if namesReceipt {
            members.append(("receiptURL", .string("/" + OrderPageLinks.receipt(token: receipt.receiptToken))))
        }
        if duplicate { members.append(("duplicate", .bool(true))) }
        return .object(members)
    }
}
