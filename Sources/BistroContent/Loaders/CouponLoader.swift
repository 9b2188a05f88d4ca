import BistroCore
import BistroJSON

/// Reads `coupons.json`.
enum CouponLoader {
    static let keys: [String] = [
        "code", "percentOff", "amountOff", "validFrom", "validUntil", "minimumSubtotal", "maxRedemptions",
        "oncePerCustomer", "appliesTo", "public", "description",
    ]

    static func load(_ node: JSONNode, path: String, currency: Currency, log: DiagnosticLog, map: SourceMap) -> [Coupon]
    {
        guard let root = JSONObjectReader(node, path: path, context: "coupons file", knownKeys: ["coupons"], log: log),
            let nodes = root.array("coupons", required: true)
        else { return [] }
        return nodes.compactMap { loadCoupon($0, path: path, currency: currency, log: log, map: map) }
    }

    static func loadCoupon(_ node: JSONNode, path: String, currency: Currency, log: DiagnosticLog, map: SourceMap)
        -> Coupon?
    {
        guard let object = JSONObjectReader(node, path: path, context: "coupon", knownKeys: keys, log: log) else {
            return nil
        }
        var code = object.string("code", required: true, nonEmpty: true)
        if let text = code, !text.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }) {
            object.report("coupon code \"\(text)\" must be ASCII letters, digits, '-' or '_'", at: "code")
            code = nil
        }
        let percent = object.int("percentOff", in: 1...100)
        let amount = object.money("amountOff", currency: currency)
        var discount: Coupon.Discount?
        switch (object.has("percentOff"), object.has("amountOff")) {
        case (true, true):
            object.report("a coupon has either \"percentOff\" or \"amountOff\", not both", at: "amountOff")
        case (false, false): object.report("a coupon needs \"percentOff\" or \"amountOff\"", at: "code")
        case (true, false): discount = percent.map(Coupon.Discount.percentOff)
        case (false, true):
            if let amount, amount.minorUnits == 0 {
                object.report("\"amountOff\" must be more than zero", at: "amountOff")
            } else {
                discount = amount.map(Coupon.Discount.amountOff)
            }
        }
        let validFrom = day(object, "validFrom")
        let validUntil = day(object, "validUntil")
        if let validFrom, let validUntil, validUntil < validFrom {
            object.report("\"validUntil\" \(validUntil) is before \"validFrom\" \(validFrom)", at: "validUntil")
        }
        guard let code, let discount else { return nil }
        map.couponCodes.append((code, object.location(of: "code", in: path)))
        if let targets = object.array("appliesTo") {
            for target in targets {
                if case .string(let text) = target.value {
                    map.couponTargets.append(
                        (text, SourceLocation(path: path, line: target.line, column: target.column)))
                }
            }
        }
        return Coupon(
            code: code, discount: discount, validFrom: validFrom, validUntil: validUntil,
            minimumSubtotal: object.money("minimumSubtotal", currency: currency),
            maxRedemptions: object.int("maxRedemptions", in: 1...1_000_000_000),
            oncePerCustomer: object.bool("oncePerCustomer") ?? false,
            appliesTo: object.stringArray("appliesTo") ?? [],
            isPublic: object.bool("public") ?? false,
            description: object.string("description") ?? "")
    }

    private static func day(_ object: JSONObjectReader, _ key: String) -> CalendarDay? {
        guard let text = object.string(key) else { return nil }
        guard let day = CalendarDay.parse(text) else {
            object.report("\"\(key)\" must be a date like \"2026-01-31\", found \"\(text)\"", at: key)
            return nil
        }
        return day
    }
}
