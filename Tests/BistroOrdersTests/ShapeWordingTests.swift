import Foundation
import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrders

/// The same mistake in a content file and in an order file gets the same words: both are read with
/// BistroJSON's `JSONObjectReader`. Only the name of the object differs ("menu item", "the order").
@Suite struct ShapeWordingTests {
    @Test func aWrongTypeReadsTheSame() throws {
        let content = try contentMessages(item: #"{"sku": "S1", "name": 5, "price": "1.00"}"#)
        let order = orderMessages(order(customer: #"{"name": 5, "email": "a@example.com"}"#))
        #expect(content == ["\"name\" must be a string, found a number"])
        #expect(order == content)
    }

    @Test func anUnknownKeyReadsTheSame() throws {
        let content = try contentMessages(item: #"{"sku": "S1", "name": "One", "price": "1.00", "colour": "red"}"#)
        let order = orderMessages(order(extra: #""colour": "red""#))
        #expect(
            content == [
                "unknown key \"colour\" in menu item (known keys: allergens, calories, description, diet, image, name, options, preparationMinutes, price, sku, stock)"
            ])
        #expect(
            order == [
                "unknown key \"colour\" in the order (known keys: coupon, customer, deliverAt, delivery, fulfilment, items, note, orderId, pickupAt, table, tip)"
            ])
    }

    @Test func aRepeatedKeyReadsTheSame() throws {
        let content = try contentMessages(item: #"{"sku": "S1", "name": "One", "name": "Uno", "price": "1.00"}"#)
        let order = orderMessages(order(customer: #"{"name": "Ada", "name": "Eve", "email": "a@example.com"}"#))
        #expect(content == ["duplicate key \"name\" in menu item"])
        #expect(order == ["duplicate key \"name\" in \"customer\""])
    }

    @Test func aValueThatIsNotAnObjectReadsTheSame() throws {
        let content = try contentMessages(item: #""S1""#)
        let order = orderMessages(order(items: #"["S1"]"#))
        #expect(content == ["menu item must be an object, found a string"])
        #expect(order == ["an item must be an object, found a string"])
    }

    @Test func aHostileKeyIsClippedTheSame() throws {
        let key = String(repeating: "k", count: 300)
        let content = try contentMessages(item: #"{"sku": "S1", "name": "One", "price": "1.00", "\#(key)": 1}"#)
        let order = orderMessages(order(extra: #""\#(key)": 1"#))
        let clipped = "unknown key \"\(key.prefix(40))…\" in "
        #expect(content.count == 1 && content[0].hasPrefix(clipped + "menu item"))
        #expect(order.count == 1 && order[0].hasPrefix(clipped + "the order"))
    }

    /// Every shape problem of an order file has its message and its stable code.
    @Test func orderShapeProblemsKeepTheirCodes() {
        let problems = shapeProblems(
            #"""
            {"orderId": "x", "customer": {"name": "\u202Eevil", "email": 7, "phone": null},
             "items": [{"sku": "A", "quantity": null}, {"sku": "B", "quantity": 1, "note": "\u0000"}],
             "tip": {"percent": "10"}, "note": "ok", "note": "again"}
            """#)
        #expect(
            problems == [
                // an object's keys are checked before its values
                "duplicate_field: duplicate key \"note\" in the order",
                "invalid_text: \"name\" contains control characters",
                "wrong_type: \"email\" must be a string, found a number",
                "wrong_type: \"quantity\" must be a number, found null",
                "invalid_text: \"note\" contains control characters",
                "wrong_type: \"percent\" must be a number, found a string",
            ])
    }

    /// The shared kinds map onto the order format's stable codes.
    @Test func kindsMapOntoTheStableCodes() {
        #expect(ShapeReader.code(for: .wrongType) == .wrongType)
        #expect(ShapeReader.code(for: .unknownKey) == .unknownField)
        #expect(ShapeReader.code(for: .duplicateKey) == .duplicateField)
        #expect(ShapeReader.code(for: .invalidText) == .invalidText)
    }

    private func shapeProblems(_ json: String) -> [String] {
        guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)) else { return ["not parsed"] }
        return request.problems.rejections.map { "\($0.code.rawValue): \($0.message)" }
    }

    private func orderMessages(_ json: String) -> [String] {
        switch OrderFileParser.parse(Array(json.utf8)) {
        case .success(let request): request.problems.rejections.map(\.message)
        case .failure(let list): list.rejections.map(\.message)
        }
    }

    /// The diagnostics of a content folder whose menu has one item.
    private func contentMessages(item: String) throws -> [String] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "bistro-wording-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(#"{"name": "Test Diner", "currency": "CAD"}"#.utf8).write(
            to: directory.appendingPathComponent("restaurant.json"))
        let menu = #"{"categories": [{"id": "a", "name": "A", "items": [\#(item)]}]}"#
        try Data(menu.utf8).write(to: directory.appendingPathComponent("menu.json"))
        do {
            _ = try ContentLoader(directory: directory).load()
            return []
        } catch {
            return error.diagnostics.map(\.message)
        }
    }
}
