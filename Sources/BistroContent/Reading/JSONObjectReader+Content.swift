import BistroCore
import BistroJSON

/// Content files are read with the shared `JSONObjectReader`: its problems become `path:line:column`
/// errors in the log, and JSON null is a value like any other (`"calories": null` is not an integer).
extension JSONObjectReader {
    init?(_ node: JSONNode, path: String, context: String, knownKeys: [String], log: DiagnosticLog) {
        self.init(node, context: context, knownKeys: knownKeys) { problem in
            log.error(problem.message, at: SourceLocation(path: path, line: problem.line, column: problem.column))
        }
    }

    /// Where a key's value starts in the file at `path`, or the object's start when the key is absent.
    func location(of key: String, in path: String) -> SourceLocation {
        let node = value(key) ?? self.node
        return SourceLocation(path: path, line: node.line, column: node.column)
    }

    /// A money amount written as a decimal string ("12.50"); `allowNegative` is off for prices, `maximum` is
    /// the highest amount allowed (prices: `PriceLimits.maximumPrice`).
    func money(
        _ key: String, currency: Currency, required: Bool = false, allowNegative: Bool = false, maximum: Money? = nil
    ) -> Money? {
        guard let node = value(key, required: required) else { return nil }
        guard case .string(let text) = node.value else {
            report(.wrongType(key, expected: "a decimal string such as \"12.50\"", found: node))
            return nil
        }
        guard let money = Money.parse(text, currency: currency) else {
            report(
                JSONShapeProblem(
                    .invalidValue,
                    "\(JSONText.quoted(key)) is not an amount of \(currency.code) with at most "
                        + "\(currency.minorUnitDigits) decimals: \(JSONText.quoted(text))",
                    at: node))
            return nil
        }
        if !allowNegative && money.minorUnits < 0 {
            report(
                JSONShapeProblem(
                    .outOfRange, "\(JSONText.quoted(key)) must not be negative: \(JSONText.quoted(text))", at: node))
            return nil
        }
        if let maximum, money > maximum {
            report(.outOfRange(key, expected: "at most \(maximum.decimalString)", found: text, at: node))
            return nil
        }
        return money
    }
}
