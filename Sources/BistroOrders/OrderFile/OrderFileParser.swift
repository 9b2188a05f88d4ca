import BistroJSON

/// Reads the bytes of an order file into an `OrderRequest`. A file that is not UTF-8, not JSON (reported
/// with line and column) or not a JSON object fails; problems of shape — wrong types, unknown or repeated
/// fields, text too long or with control characters — are kept in `OrderRequest.problems` so validation
/// can add its own and every reason is reported at once. Never throws, never crashes on hostile input.
enum OrderFileParser {
    package static let maximumDepth = 16
    static let rootKeys = [
        "orderId", "customer", "items", "coupon", "tip", "pickupAt", "note", "fulfilment", "table",
        "delivery", "deliverAt",
    ]
    static let customerKeys = ["name", "email", "phone"]
    static let itemKeys = ["sku", "quantity", "note", "options"]
    static let tipKeys = ["percent", "amount"]

    package static func parse(_ bytes: [UInt8]) -> Result<OrderRequest, RejectionList> {
        parseRoot(bytes).map { root in
            let reader = ShapeReader()
            var request = reader.readOrder(root)
            request.problems = reader.rejections
            return request
        }
    }

    /// The file's JSON object: fails when the bytes are not UTF-8, not JSON or not an object.
    static func parseRoot(_ bytes: [UInt8]) -> Result<JSONNode, RejectionList> {
        guard UTF8Check.isValid(bytes) else {
            return .failure(RejectionList([Rejection(.notUTF8, "the file is not valid UTF-8 text")]))
        }
        let root: JSONNode
        do {
            root = try JSONParser.parse(bytes, maximumDepth: maximumDepth)
        } catch {
            return .failure(
                RejectionList([
                    Rejection(
                        .malformedJSON, "malformed JSON: \(error.message)", line: error.line, column: error.column)
                ]))
        }
        guard case .object = root.value else {
            return .failure(RejectionList([Rejection(.wrongType, .notAnObject("the order", found: root))]))
        }
        return .success(root)
    }
}
