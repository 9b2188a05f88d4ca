import BistroContent
import BistroJSON

/// Reads the bytes of an order file into an `OrderRequest`. A file that is not UTF-8, not JSON (reported
/// with line and column) or not a JSON object fails; problems of shape — wrong types, unknown or repeated
/// fields, text too long or with control characters — are kept in `OrderRequest.problems` so validation
/// can add its own and every reason is reported at once. Never throws, never crashes on hostile input.
public enum OrderFileParser {
    public static let maximumDepth = 16
    static let rootKeys: Set<String> = ["orderId", "customer", "items", "coupon", "tip", "pickupAt", "note"]
    static let customerKeys: Set<String> = ["name", "email", "phone"]
    static let itemKeys: Set<String> = ["sku", "quantity", "note"]
    static let tipKeys: Set<String> = ["percent", "amount"]

    public static func parse(_ bytes: [UInt8]) -> Result<OrderRequest, RejectionList> {
        parseRoot(bytes).map { root in
            var reader = ShapeReader()
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
            return .failure(RejectionList([Rejection(.malformedJSON, "malformed JSON: \(error.message)", line: error.line, column: error.column)]))
        }
        guard case .object = root.value else {
            return .failure(RejectionList([Rejection(.wrongType, "an order must be a JSON object, found \(root.kindDescription)", line: root.line, column: root.column)]))
        }
        return .success(root)
    }
}

/// The rejections of one order, in the order they were found.
public struct RejectionList: Error, Sendable, Hashable {
    public var rejections: [Rejection]
    public init(_ rejections: [Rejection]) { self.rejections = rejections }
}

/// Walks the JSON tree of an order, collecting shape problems instead of stopping at the first.
struct ShapeReader {
    var rejections: [Rejection] = []

    mutating func reject(_ code: RejectionCode, _ message: String, at node: JSONNode) {
        rejections.append(Rejection(code, message, line: node.line, column: node.column))
    }

    /// The known members of an object, by key: an order's objects have at most seven known keys, so a
    /// linear search beats hashing every key.
    struct Fields {
        var keys: [String] = []
        var values: [JSONNode] = []

        subscript(key: String) -> JSONNode? {
            keys.firstIndex(of: key).map { values[$0] }
        }
    }

    /// The members of an object, reporting unknown and repeated keys; nil (and a rejection) for non-objects.
    mutating func members(_ node: JSONNode, _ what: String, known: Set<String>) -> Fields? {
        guard case .object(let list) = node.value else {
            reject(.wrongType, "\(what) must be an object, found \(node.kindDescription)", at: node)
            return nil
        }
        var result = Fields()
        result.keys.reserveCapacity(list.count)
        result.values.reserveCapacity(list.count)
        for member in list {
            if !known.contains(member.key) {
                rejections.append(Rejection(.unknownField, "unknown field \"\(Self.clip(member.key))\" in \(what) (known: \(known.sorted().joined(separator: ", ")))", line: member.keyLine, column: member.keyColumn))
            } else if result.keys.contains(member.key) {
                rejections.append(Rejection(.duplicateField, "field \"\(member.key)\" appears twice in \(what)", line: member.keyLine, column: member.keyColumn))
            } else {
                result.keys.append(member.key)
                result.values.append(member.value)
            }
        }
        return result
    }

    /// A string field; null counts as absent. Text is checked for length and control characters.
    mutating func string(_ node: JSONNode?, _ what: String, maxLength: Int, multiline: Bool = false) -> String? {
        guard let node else { return nil }
        switch node.value {
        case .null: return nil
        case .string(let text):
            if text.unicodeScalars.count > maxLength {
                reject(.invalidText, "\(what) is longer than \(maxLength) characters", at: node)
                return nil
            }
            if text.unicodeScalars.contains(where: { Self.isForbiddenControl($0, multiline: multiline) }) {
                reject(.invalidText, "\(what) contains control characters", at: node)
                return nil
            }
            return text
        default:
            reject(.wrongType, "\(what) must be a string, found \(node.kindDescription)", at: node)
            return nil
        }
    }

    /// C0 and C1 controls (tab and line breaks allowed in multi-line text), the Unicode line and paragraph
    /// separators, and the invisible bidirectional embedding, override and isolate controls (U+202A–U+202E,
    /// U+2066–U+2069): after a U+202E the rest of a line shows reversed, amounts included, on a receipt,
    /// the kitchen ticket or a terminal listing.
    static func isForbiddenControl(_ scalar: Unicode.Scalar, multiline: Bool) -> Bool {
        if multiline, scalar == "\n" || scalar == "\t" || scalar == "\r" { return false }
        let value = scalar.value
        if value < 0x7F { return value < 0x20 }
        return value <= 0x9F || value == 0x2028 || value == 0x2029 || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
    }

    static func clip(_ text: String) -> String {
        let cleaned = String(String.UnicodeScalarView(text.unicodeScalars.prefix(40).map { $0.value < 0x20 ? "?" : $0 }))
        return text.unicodeScalars.count > 40 ? cleaned + "…" : cleaned
    }

    static func position(_ node: JSONNode) -> OrderRequest.Position { .init(line: node.line, column: node.column) }

    mutating func readOrder(_ root: JSONNode) -> OrderRequest {
        var request = OrderRequest()
        guard let fields = members(root, "the order", known: OrderFileParser.rootKeys) else { return request }
        if let node = fields["orderId"], node.value != .null {
            if case .string(let text) = node.value,
               text.unicodeScalars.count > 200 || text.isEmpty || text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
                reject(.invalidOrderID, "\"orderId\" must be 1 to 200 characters without control characters", at: node)
            } else {
                request.orderID = string(node, "\"orderId\"", maxLength: 200)
            }
        }
        readCustomer(fields["customer"], root: root, into: &request)
        readItems(fields["items"], root: root, into: &request)
        if let node = fields["coupon"] {
            request.coupon = string(node, "\"coupon\"", maxLength: 64)
            request.couponPosition = Self.position(node)
        }
        if let node = fields["tip"], node.value != .null { readTip(node, into: &request) }
        if let node = fields["pickupAt"] {
            request.pickupAt = string(node, "\"pickupAt\"", maxLength: 64)
            request.pickupPosition = Self.position(node)
        }
        request.note = string(fields["note"], "\"note\"", maxLength: 1000, multiline: true)
        return request
    }

    mutating func readCustomer(_ node: JSONNode?, root: JSONNode, into request: inout OrderRequest) {
        guard let node, node.value != .null else { return }  // the validator reports the missing name and email
        request.customerPosition = Self.position(node)
        guard let fields = members(node, "\"customer\"", known: OrderFileParser.customerKeys) else { return }
        request.customerName = string(fields["name"], "the customer's name", maxLength: 200)
        request.customerEmail = string(fields["email"], "the customer's email", maxLength: 254)
        request.customerPhone = string(fields["phone"], "the customer's phone", maxLength: 50)
    }

    mutating func readItems(_ node: JSONNode?, root: JSONNode, into request: inout OrderRequest) {
        guard let node, node.value != .null else { return }
        request.itemsPosition = Self.position(node)
        guard case .array(let elements) = node.value else {
            reject(.wrongType, "\"items\" must be an array, found \(node.kindDescription)", at: node)
            return
        }
        if elements.count > 500 {
            reject(.invalidQuantity, "an order has at most 500 lines, found \(elements.count)", at: node)
            return
        }
        for element in elements {
            guard let fields = members(element, "an item", known: OrderFileParser.itemKeys) else { continue }
            var item = OrderRequest.Item(position: Self.position(element), quantityPosition: Self.position(element))
            item.sku = string(fields["sku"], "\"sku\"", maxLength: 64)
            if let quantity = fields["quantity"] {
                item.quantityPosition = Self.position(quantity)
                if case .number(let text) = quantity.value { item.quantityText = text } else {
                    reject(.wrongType, "\"quantity\" must be a number, found \(quantity.kindDescription)", at: quantity)
                    item.quantityAlreadyReported = true
                }
            }
            item.note = string(fields["note"], "an item's note", maxLength: 500, multiline: true)
            request.items.append(item)
        }
    }

    mutating func readTip(_ node: JSONNode, into request: inout OrderRequest) {
        request.tipPosition = Self.position(node)
        guard let fields = members(node, "\"tip\"", known: OrderFileParser.tipKeys) else { return }
        switch (fields["percent"], fields["amount"]) {
        case (let percent?, nil):
            if case .number(let text) = percent.value { request.tip = .percent(text) } else {
                reject(.wrongType, "the tip's \"percent\" must be a number, found \(percent.kindDescription)", at: percent)
            }
        case (nil, let amount?):
            switch amount.value {
            case .string(let text), .number(let text): request.tip = .amount(text)
            default: reject(.wrongType, "the tip's \"amount\" must be a decimal string such as \"5.00\", found \(amount.kindDescription)", at: amount)
            }
        case (.some, .some): reject(.invalidTip, "a tip has either \"percent\" or \"amount\", not both", at: node)
        case (nil, nil): reject(.invalidTip, "a tip needs \"percent\" or \"amount\"", at: node)
        }
    }
}
