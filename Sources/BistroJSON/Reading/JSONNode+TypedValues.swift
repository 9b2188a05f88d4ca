/// A value read as the type a format asks for, named by its key for messages. Each conversion throws the
/// problem, worded as everywhere else, instead of reporting it, so a caller can file it under a code of its
/// own (a check-in's coordinates); `JSONObjectReader` reports them to its sink.
extension JSONNode {
    /// A string; with `limits`, at most so many Unicode scalars and no control characters; with
    /// `nonEmpty`, not only white space.
    package func string(named key: String, limits: JSONTextLimits? = nil, nonEmpty: Bool = false)
        throws(JSONShapeProblem) -> String
    {
        guard case .string(let text) = value else { throw .wrongType(key, expected: "a string", found: self) }
        if let limits {
            if text.unicodeScalars.count > limits.maxLength {
                throw .tooLong(key, maxLength: limits.maxLength, at: self)
            }
            if text.unicodeScalars.contains(where: { JSONText.isForbiddenControl($0, multiline: limits.multiline) }) {
                throw .controlCharacters(key, at: self)
            }
        }
        if nonEmpty && JSONText.isBlank(text) { throw .empty(key, at: self) }
        return text
    }

    package func bool(named key: String) throws(JSONShapeProblem) -> Bool {
        guard case .bool(let flag) = value else { throw .wrongType(key, expected: "true or false", found: self) }
        return flag
    }

    /// A whole number within `range`; fractions, exponents and other values are out of range.
    package func integer(named key: String, in range: ClosedRange<Int>) throws(JSONShapeProblem) -> Int {
        guard case .number(let text) = value else { throw .wrongType(key, expected: "an integer", found: self) }
        guard let number = Int(text), range.contains(number) else {
            throw .outOfRange(
                key, expected: "an integer from \(range.lowerBound) to \(range.upperBound)", found: text, at: self)
        }
        return number
    }

    /// A finite number within `range` (coordinates). Money and quantities never go through Double.
    package func double(named key: String, in range: ClosedRange<Double>) throws(JSONShapeProblem) -> Double {
        guard case .number(let text) = value else { throw .wrongType(key, expected: "a number", found: self) }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            let bounds = "from \(Self.shortest(range.lowerBound)) to \(Self.shortest(range.upperBound))"
            throw .outOfRange(key, expected: "a number \(bounds)", found: text, at: self)
        }
        return number
    }

    /// A number exactly as written ("2", "1.5", "1e400"), for the caller to interpret.
    package func number(named key: String) throws(JSONShapeProblem) -> String {
        guard case .number(let text) = value else { throw .wrongType(key, expected: "a number", found: self) }
        return text
    }

    /// The elements of an array, each still positioned.
    package func array(named key: String) throws(JSONShapeProblem) -> [JSONNode] {
        guard case .array(let elements) = value else { throw .wrongType(key, expected: "an array", found: self) }
        return elements
    }

    /// An array of strings; a wrong element is reported at the element.
    package func strings(named key: String) throws(JSONShapeProblem) -> [String] {
        guard case .array(let elements) = value else {
            throw .wrongType(key, expected: "an array of strings", found: self)
        }
        var strings: [String] = []
        strings.reserveCapacity(elements.count)
        for element in elements {
            guard case .string(let text) = element.value else {
                throw .wrongType(key, expected: "an array of strings", found: element)
            }
            strings.append(text)
        }
        return strings
    }

    /// "90" for 90.0, "0.5" for 0.5: range bounds as people write them.
    private static func shortest(_ bound: Double) -> String {
        if bound.rounded() == bound, abs(bound) < 1e15 { return String(Int(bound)) }
        return String(bound)
    }
}
