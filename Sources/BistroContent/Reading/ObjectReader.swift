import Foundation
import BistroCore
import BistroJSON

/// Reads the members of one JSON object with type checks, reporting unknown keys, missing required keys
/// and wrong types at their exact position. Every accessor returns nil after logging a problem, so a
/// loader can go on and report everything in one pass.
public struct ObjectReader {
    public let path: String
    public let node: JSONNode
    /// What the object is, for messages: "menu item", "coupon".
    public let context: String
    private let log: DiagnosticLog
    private let members: [String: JSONNode.Member]

    /// nil (after logging) when `node` is not an object. Unknown keys and duplicate keys are reported here.
    public init?(_ node: JSONNode, path: String, context: String, knownKeys: Set<String>, log: DiagnosticLog) {
        guard case .object(let list) = node.value else {
            log.error("\(context) must be an object, found \(node.kindDescription)", at: SourceLocation(path: path, line: node.line, column: node.column))
            return nil
        }
        var members: [String: JSONNode.Member] = [:]
        for member in list {
            let location = SourceLocation(path: path, line: member.keyLine, column: member.keyColumn)
            if members[member.key] != nil {
                log.error("duplicate key \"\(member.key)\" in \(context)", at: location)
            } else if !knownKeys.contains(member.key) {
                let known = knownKeys.sorted().joined(separator: ", ")
                log.error("unknown key \"\(member.key)\" in \(context) (known keys: \(known))", at: location)
            }
            members[member.key] = members[member.key] ?? member
        }
        self.path = path
        self.node = node
        self.context = context
        self.log = log
        self.members = members
    }

    /// Where the object starts.
    public var location: SourceLocation { SourceLocation(path: path, line: node.line, column: node.column) }

    /// Where a key's value starts, or the object's start when the key is absent.
    public func location(of key: String) -> SourceLocation {
        guard let value = members[key]?.value else { return location }
        return SourceLocation(path: path, line: value.line, column: value.column)
    }

    public func has(_ key: String) -> Bool { members[key] != nil }

    /// The raw value of a key; with `required`, its absence is reported.
    public func value(_ key: String, required: Bool = false) -> JSONNode? {
        if let member = members[key] { return member.value }
        if required { log.error("\(context) is missing required key \"\(key)\"", at: location) }
        return nil
    }

    private func typeError(_ key: String, expected: String, found node: JSONNode) {
        log.error("\"\(key)\" must be \(expected), found \(node.kindDescription)", at: SourceLocation(path: path, line: node.line, column: node.column))
    }

    public func string(_ key: String, required: Bool = false, nonEmpty: Bool = false) -> String? {
        guard let node = value(key, required: required) else { return nil }
        guard case .string(let text) = node.value else { typeError(key, expected: "a string", found: node); return nil }
        if nonEmpty && ObjectReader.isBlank(text) {
            log.error("\"\(key)\" must not be empty", at: location(of: key))
            return nil
        }
        return text
    }

    /// Whether `text` holds nothing but white space and newlines. A text that starts with a visible
    /// ASCII character (nearly every name and SKU) is answered without Foundation.
    static func isBlank(_ text: String) -> Bool {
        if let first = text.utf8.first, first > 0x20, first < 0x7F { return false }
        return text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
    }

    public func bool(_ key: String) -> Bool? {
        guard let node = value(key) else { return nil }
        guard case .bool(let flag) = node.value else { typeError(key, expected: "true or false", found: node); return nil }
        return flag
    }

    /// An integer within `range`; fractions, exponents and out-of-range values are reported.
    public func int(_ key: String, in range: ClosedRange<Int>, required: Bool = false) -> Int? {
        guard let node = value(key, required: required) else { return nil }
        guard case .number(let text) = node.value else { typeError(key, expected: "an integer", found: node); return nil }
        guard let number = Int(text), range.contains(number) else {
            log.error("\"\(key)\" must be an integer from \(range.lowerBound) to \(range.upperBound), found \(text)", at: location(of: key))
            return nil
        }
        return number
    }

    /// A finite decimal number (coordinates). Money never goes through here.
    public func double(_ key: String, in range: ClosedRange<Double>, required: Bool = false) -> Double? {
        guard let node = value(key, required: required) else { return nil }
        guard case .number(let text) = node.value, let number = Double(text), number.isFinite else {
            typeError(key, expected: "a number", found: node)
            return nil
        }
        guard range.contains(number) else {
            log.error("\"\(key)\" must be from \(range.lowerBound) to \(range.upperBound), found \(text)", at: location(of: key))
            return nil
        }
        return number
    }

    /// A money amount written as a decimal string ("12.50"); `allowNegative` is off for prices.
    public func money(_ key: String, currency: Currency, required: Bool = false, allowNegative: Bool = false) -> Money? {
        guard let node = value(key, required: required) else { return nil }
        guard case .string(let text) = node.value else {
            typeError(key, expected: "a decimal string such as \"12.50\"", found: node)
            return nil
        }
        guard let money = Money.parse(text, currency: currency) else {
            log.error("\"\(key)\" is not an amount of \(currency.code) with at most \(currency.minorUnitDigits) decimals: \"\(text)\"", at: location(of: key))
            return nil
        }
        if !allowNegative && money.minorUnits < 0 {
            log.error("\"\(key)\" must not be negative: \"\(text)\"", at: location(of: key))
            return nil
        }
        return money
    }

    public func stringArray(_ key: String) -> [String]? {
        guard let node = value(key) else { return nil }
        guard case .array(let elements) = node.value else { typeError(key, expected: "an array of strings", found: node); return nil }
        var strings: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else {
                typeError(key, expected: "an array of strings", found: element)
                return nil
            }
            strings.append(text)
        }
        return strings
    }

    /// The elements of an array value (each still positioned).
    public func array(_ key: String, required: Bool = false) -> [JSONNode]? {
        guard let node = value(key, required: required) else { return nil }
        guard case .array(let elements) = node.value else { typeError(key, expected: "an array", found: node); return nil }
        return elements
    }

    /// A nested object with its own known keys.
    public func object(_ key: String, context: String, knownKeys: Set<String>, required: Bool = false) -> ObjectReader? {
        guard let node = value(key, required: required) else { return nil }
        return ObjectReader(node, path: path, context: context, knownKeys: knownKeys, log: log)
    }

    public func error(_ message: String, at key: String) {
        log.error(message, at: location(of: key))
    }
}
