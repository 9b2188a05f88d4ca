import BistroJSON

/// Walks the JSON tree of an order (or a check-in, see `CheckInParser`) with the shared `JSONObjectReader`,
/// collecting rejections instead of stopping at the first: its shape problems under their stable codes,
/// worded as in content files, and the order format's own (the order id, the number of lines, a tip with
/// both or neither of its forms), in the order they were found. Null counts as absent for every optional
/// field; a quantity or a tip's percentage or amount that is null has the wrong type.
final class ShapeReader {
    /// Capped at `RejectionList.limit`: past it problems are only counted, never worded or kept.
    private(set) var rejections = RejectionList()

    func reject(_ code: RejectionCode, _ message: String, at node: JSONNode) {
        rejections.append(Rejection(code, message, line: node.line, column: node.column))
    }

    /// A shape problem under a code of the caller's choosing (a check-in's coordinates).
    func reject(_ code: RejectionCode, _ problem: JSONShapeProblem) {
        rejections.append(Rejection(code, problem))
    }

    /// A shape problem under the code its kind has in order files.
    func reject(_ problem: JSONShapeProblem) { reject(Self.code(for: problem.kind), problem) }

    static func code(for kind: JSONShapeProblem.Kind) -> RejectionCode {
        switch kind {
        case .wrongType: .wrongType
        case .unknownKey: .unknownField
        case .duplicateKey: .duplicateField
        case .invalidText: .invalidText
        // Order files read no required key, range or check of the caller's through the reader: the validator
        // and the check-in reader file those under codes of their own. Were one added, the value's shape is wrong.
        case .missingKey, .outOfRange, .invalidValue: .wrongType
        }
    }

    /// An object of an order file, whose problems become this reader's rejections.
    func object(_ node: JSONNode, _ context: String, knownKeys: [String]) -> JSONObjectReader? {
        JSONObjectReader(node, context: context, knownKeys: knownKeys, nullMeansAbsent: true) { [self] in reject($0) }
    }

    static func position(_ node: JSONNode) -> OrderRequest.Position { .init(line: node.line, column: node.column) }

    func readOrder(_ root: JSONNode) -> OrderRequest {
        var request = OrderRequest()
        guard let order = object(root, "the order", knownKeys: OrderFileParser.rootKeys) else { return request }
        if let node = order.value("orderId") {
            request.orderIDPosition = Self.position(node)
            if case .string(let text) = node.value,
                text.unicodeScalars.count > 200 || text.isEmpty
                    || text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
            {
                reject(.invalidOrderID, "\"orderId\" must be 1 to 200 characters without control characters", at: node)
            } else {
                request.orderID = order.string("orderId", limits: .singleLine(maxLength: 200))
            }
        }
        readCustomer(order, into: &request)
        readItems(order, into: &request)
        if let node = order.member("coupon") {
            request.coupon = order.string("coupon", limits: .singleLine(maxLength: 64))
            request.couponPosition = Self.position(node)
        }
        readTip(order, into: &request)
        if let node = order.member("pickupAt") {
            request.pickupAt = order.string("pickupAt", limits: .singleLine(maxLength: 64))
            request.pickupPosition = Self.position(node)
        }
        if let node = order.member("deliverAt") {
            if request.pickupPosition != nil {
                reject(.invalidPickupTime, "an order gives \"pickupAt\" or \"deliverAt\", not both", at: node)
            } else {
                request.pickupAt = order.string("deliverAt", limits: .singleLine(maxLength: 64))
                request.pickupPosition = Self.position(node)
                request.timeIsDeliverAt = true
            }
        }
        request.note = order.string("note", limits: .multiline(maxLength: 1000))
        if let node = order.member("fulfilment") {
            request.fulfilment = order.string("fulfilment", limits: .singleLine(maxLength: 32))
            request.fulfilmentPosition = Self.position(node)
        }
        if let node = order.member("table") {
            request.table = order.string("table", limits: .singleLine(maxLength: 32))
            request.tablePosition = Self.position(node)
        }
        readDelivery(order, into: &request)
        return request
    }

    func readCustomer(_ order: JSONObjectReader, into request: inout OrderRequest) {
        guard let node = order.value("customer") else { return }  // the validator reports the missing name and email
        request.customerPosition = Self.position(node)
        guard let customer = order.object("customer", knownKeys: OrderFileParser.customerKeys) else { return }
        request.customerName = customer.string("name", limits: .singleLine(maxLength: 200))
        request.customerEmail = customer.string("email", limits: .singleLine(maxLength: 254))
        request.customerPhone = customer.string("phone", limits: .singleLine(maxLength: 50))
    }

    func readItems(_ order: JSONObjectReader, into request: inout OrderRequest) {
        guard let node = order.value("items") else { return }
        request.itemsPosition = Self.position(node)
        guard let elements = order.array("items") else { return }
        if elements.count > 500 {
            reject(.invalidQuantity, "an order has at most 500 lines, found \(elements.count)", at: node)
            return
        }
        for element in elements {
            guard let fields = object(element, "an item", knownKeys: OrderFileParser.itemKeys) else { continue }
            var item = OrderRequest.Item(position: Self.position(element), quantityPosition: Self.position(element))
            item.sku = fields.string("sku", limits: .singleLine(maxLength: 64))
            if let quantity = fields.member("quantity") {
                item.quantityPosition = Self.position(quantity)
                do {
                    item.quantityText = try quantity.number(named: "quantity")
                } catch {
                    reject(error)
                    item.quantityAlreadyReported = true
                }
            }
            item.note = fields.string("note", limits: .multiline(maxLength: 500))
            if let options = fields.value("options") { item.options = readOptions(options) }
            request.items.append(item)
        }
    }

    /// A line's `options`: an object whose keys are option ids and whose values are a choice id or an array
    /// of them. At most 20 groups of at most 50 choices, ids of at most 64 characters: what the validator
    /// then looks up is bounded.
    func readOptions(_ node: JSONNode) -> [OrderRequest.OptionRequest] {
        guard case .object(let members) = node.value else {
            reject(.wrongType("options", expected: "an object such as {\"size\": [\"large\"]}", found: node))
            return []
        }
        if members.count > 20 {
            reject(.unknownOption, "an item has at most 20 option groups, found \(members.count)", at: node)
            return []
        }
        var groups: [OrderRequest.OptionRequest] = []
        for member in members {
            guard !groups.contains(where: { $0.id == member.key }) else {
                reject(.duplicateKey(member, in: "\"options\""))
                continue
            }
            let key = JSONText.quoted(member.key)
            var group = OrderRequest.OptionRequest(
                id: member.key, choices: [], isSingleString: false,
                position: .init(line: member.keyLine, column: member.keyColumn))
            switch member.value.value {
            case .string(let choice):
                group.choices = [choice]
                group.isSingleString = true
            case .array(let elements) where elements.count <= 50:
                for element in elements {
                    guard case .string(let choice) = element.value else {
                        reject(.wrongType(member.key, expected: "an array of choice ids", found: element))
                        continue
                    }
                    group.choices.append(choice)
                }
            case .array(let elements):
                reject(
                    .tooManyChoices, "option \(key) has at most 50 choices in an order, found \(elements.count)",
                    at: member.value)
                continue
            default:
                reject(.wrongType(member.key, expected: "a choice id or an array of them", found: member.value))
                continue
            }
            groups.append(group)
        }
        return groups
    }

    func readTip(_ order: JSONObjectReader, into request: inout OrderRequest) {
        guard let node = order.value("tip") else { return }
        request.tipPosition = Self.position(node)
        guard let tip = order.object("tip", knownKeys: OrderFileParser.tipKeys) else { return }
        switch (tip.member("percent"), tip.member("amount")) {
        case (let percent?, nil):
            do { request.tip = .percent(try percent.number(named: "percent")) } catch { reject(error) }
        case (nil, let amount?):
            switch amount.value {
            case .string(let text), .number(let text): request.tip = .amount(text)
            default: reject(.wrongType("amount", expected: "a decimal string such as \"5.00\"", found: amount))
            }
        case (.some, .some): reject(.invalidTip, "a tip has either \"percent\" or \"amount\", not both", at: node)
        case (nil, nil): reject(.invalidTip, "a tip needs \"percent\" or \"amount\"", at: node)
        }
    }
}
