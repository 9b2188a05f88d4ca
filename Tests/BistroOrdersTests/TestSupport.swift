import Foundation

@testable import BistroContent
@testable import BistroCore
@testable import BistroOrders

/// The demo restaurant in Content/, loaded once.
enum Demo {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let content: RestaurantContent = try! ContentLoader(directory: packageRoot.appendingPathComponent("Content"))
        .load().content
    /// Sunday 2026-11-22, 17:00 in Toronto: open 12:00-20:00.
    static let now = Timestamp.parse("2026-11-22T17:00:00-05:00")!
    static func context(now: Timestamp = now) -> OrderContext { OrderContext(content: content, now: now) }
}

/// A ledger with fixed counts. It never fails to read, so validating against it never throws (`try!`).
struct FakeLedger: OrderLedger {
    var stock: [String: Int] = [:]
    var totals: [String: Int] = [:]
    var perCustomer: [String: Int] = [:]
    /// Orders per slot, by the slot's start ("18:30").
    var slots: [String: Int] = [:]
    func ordersInSlot(starting start: LocalTime, minutes: Int) -> Int { slots[String(start.shortText.suffix(5))] ?? 0 }
    func stockLeft(key: String, initial: Int?) -> Int? { stock[key] ?? initial }
    func redemptions(code: String) -> Int { totals[code] ?? 0 }
    func redemptions(code: String, email: String) -> Int { perCustomer[code + " " + email] ?? 0 }
}

/// Parses and validates JSON text; returns the codes of every rejection (empty when accepted).
func codes(_ json: String, ledger: FakeLedger = FakeLedger(), now: Timestamp = Demo.now) -> [String] {
    switch OrderFileParser.parse(Array(json.utf8)) {
    case .failure(let list): return list.rejections.map(\.code.rawValue)
    case .success(let request):
        switch try! OrderValidator(context: Demo.context(now: now)).validate(request, ledger: ledger) {
        case .success: return []
        case .failure(let list): return list.rejections.map(\.code.rawValue)
        }
    }
}

func validated(_ json: String, ledger: FakeLedger = FakeLedger()) -> ValidatedOrder? {
    guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)),
        case .success(let order) = try! OrderValidator(context: Demo.context()).validate(request, ledger: ledger)
    else { return nil }
    return order
}

/// A valid order with one part replaced: `order(items: ...)`.
func order(
    orderId: String? = nil, customer: String = #"{"name": "Ada Lovelace", "email": "ada@example.com"}"#,
    items: String = #"[{"sku": "RC-BURG-01", "quantity": 2}]"#, extra: String = ""
) -> String {
    var fields = [#""customer": \#(customer)"#, #""items": \#(items)"#]
    if let orderId { fields.insert(#""orderId": "\#(orderId)""#, at: 0) }
    if !extra.isEmpty { fields.append(extra) }
    return "{" + fields.joined(separator: ", ") + "}"
}
