import BistroJSON
import BistroOrderBook
import BistroOrders
import Hummingbird

/// How `POST /api/orders` answers an order's outcome (see docs/serve.md).
enum OrderAnswer {
    /// `secretOrderID`: whether the request's `orderId` shows it comes from the order's own device
    /// (`UnguessableOrderID`); a duplicate's answer names the receipt only then.
    static func response(_ answer: OrderService.Answer, body: [UInt8], secretOrderID: Bool = false) -> Response {
        switch answer {
        case .success(.accepted(let receipt)):
            return APIResponse.json(.created, accepted(receipt, duplicate: false))
        case .success(.duplicate(let receipt?)):
            return APIResponse.json(.ok, accepted(receipt, duplicate: true, namesReceipt: secretOrderID))
        case .success(.rejected(let reasons)):
            return rejected(reasons, conflict: reasons.contains { $0.code == .orderIDConflict }, body: body)
        case .success(.checkedIn), .success(.reviewed), .success(.duplicate(nil)), .success(.booked),
            .success(.bookingCancelled), .success(.bookingRefused), .success(.deliveryStep):
            return APIResponse.error(
                .unprocessableContent, code: "not_an_order",
                "this is a check-in file; check in at /api/check-ins with the receipt's token")
        case .failure(let error):
            return APIResponse.error(
                .serviceUnavailable, code: "processing_failed",
                "the order was not recorded (\(error.message)); send it again with the same orderId", retryAfter: 30)
        }
    }

    /// 422 with every reason, or 409 when the customer's orderId names another order.
    static func rejected(_ reasons: [Rejection], conflict: Bool, body: [UInt8]) -> Response {
        APIResponse.json(
            conflict ? .conflict : .unprocessableContent,
            .object([
                ("status", .string("rejected")),
                ("rejections", RejectionAnswer.rejections(reasons, body: body)),
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
