import BistroJSON
import BistroOrders
import Hummingbird

/// How the delivery endpoints read their bodies and answer a driver's step (see docs/delivery.md):
/// 201 for a step taken now, 200 with `"duplicate": true` for one taken before, 409 `already_claimed` (or
/// `not_your_delivery`) when another driver has it, 404 `driver_unknown` for a link that is not (or no longer)
/// a driver's, 422 for anything else refused.
enum DeliveryAnswer {
    struct Fields {
        var token: String
        var order: String
        var status: String?
    }

    /// `token` and `order` (and `status`), strings of at most 128 bytes; nil when the body has not both.
    static func fields(in body: [UInt8]) -> Fields? {
        guard let root = try? JSONParser.parse(body), case .object(let members) = root.value else { return nil }
        func string(_ key: String) -> String? {
            guard let node = members.first(where: { $0.key == key })?.value, case .string(let text) = node.value,
                (1...128).contains(text.utf8.count)
            else { return nil }
            return text
        }
        guard let token = string("token"), let order = string("order") else { return nil }
        return Fields(token: token, order: order, status: string("status"))
    }

    static var unreadable: Response {
        APIResponse.error(
            .unprocessableContent, code: "wrong_type",
            "send {\"token\": …, \"order\": …} (and \"status\" for a step) from the driver's page")
    }

    static func response(_ answer: OrderService.Answer) -> Response {
        switch answer {
        case .success(.deliveryStep(let receipt, let duplicate)):
            var members: [(String, JSONValue)] = [
                ("status", .string(receipt.step.rawValue)), ("orderNumber", .string(receipt.orderNumber)),
            ]
            if duplicate { members.append(("duplicate", .bool(true))) }
            return APIResponse.json(duplicate ? .ok : .created, .object(members))
        case .success(.rejected(let reasons)):
            let code = reasons.first?.code
            let status: HTTPResponse.Status =
                switch code {
                case .alreadyClaimed?, .notYourDelivery?: .conflict
                case .driverUnknown?: .notFound
                default: .unprocessableContent
                }
            return APIResponse.json(
                status,
                .object([
                    ("status", "refused"),
                    (
                        "rejections",
                        .array(
                            reasons.map {
                                .object([("code", .string($0.code.rawValue)), ("message", .string($0.message))])
                            })
                    ),
                ]))
        case .success:
            return APIResponse.error(.unprocessableContent, code: "not_a_delivery_step", "this is not a driver's step")
        case .failure(let error):
            return APIResponse.error(
                .serviceUnavailable, code: "processing_failed",
                "the step was not recorded (\(error.message)); try again", retryAfter: 30)
        }
    }
}
