/// Typed accessors: each returns nil when the key is absent, or after reporting a value of the wrong type
/// or range (see `JSONNode+TypedValues`). With `required`, an absent key is reported too.
extension JSONObjectReader {
    /// A string; with `limits` (text from outside), at most so many Unicode scalars and no control
    /// characters; with `nonEmpty`, not only white space.
    package func string(_ key: String, required: Bool = false, nonEmpty: Bool = false, limits: JSONTextLimits? = nil)
        -> String?
    {
        read(key, required: required) { node throws(JSONShapeProblem) in
            try node.string(named: key, limits: limits, nonEmpty: nonEmpty)
        }
    }

    package func bool(_ key: String, required: Bool = false) -> Bool? {
        read(key, required: required) { node throws(JSONShapeProblem) in try node.bool(named: key) }
    }

    /// A whole number within `range`.
    package func int(_ key: String, in range: ClosedRange<Int>, required: Bool = false) -> Int? {
        read(key, required: required) { node throws(JSONShapeProblem) in try node.integer(named: key, in: range) }
    }

    /// A finite number within `range` (coordinates). Money never goes through here.
    package func double(_ key: String, in range: ClosedRange<Double>, required: Bool = false) -> Double? {
        read(key, required: required) { node throws(JSONShapeProblem) in try node.double(named: key, in: range) }
    }

    /// A number exactly as written, for the caller to interpret (a quantity, a percentage).
    package func number(_ key: String, required: Bool = false) -> String? {
        read(key, required: required) { node throws(JSONShapeProblem) in try node.number(named: key) }
    }

    package func stringArray(_ key: String, required: Bool = false) -> [String]? {
        read(key, required: required) { node throws(JSONShapeProblem) in try node.strings(named: key) }
    }

    /// The elements of an array value, each still positioned.
    package func array(_ key: String, required: Bool = false) -> [JSONNode]? {
        read(key, required: required) { node throws(JSONShapeProblem) in try node.array(named: key) }
    }
}
