/// Reads the members of one JSON object with type checks, for content files and order files alike.
/// Unknown keys, repeated keys, a value that is not an object, missing required keys and values of the
/// wrong type or range go to the sink given at construction, worded as in `JSONShapeProblem+Wording`, and
/// the accessor returns nil, so a caller goes on and every problem of a file is reported in one pass.
///
/// Keys are looked up linearly: Bistro's objects have at most a few dozen known keys (an order's at most
/// seven), and a file from outside may hold a great many unknown ones, which are each reported once as
/// unknown and never stored, so reading an object costs time in proportion to its members.
package struct JSONObjectReader {
    package typealias Sink = (JSONShapeProblem) -> Void

    /// The object node.
    package let node: JSONNode
    /// What the object is, for messages: "menu item", "the order", `"customer"`.
    package let context: String
    /// Whether a JSON null counts as an absent key (order files) or as a value of the wrong type (content).
    package let nullMeansAbsent: Bool
    private let sink: Sink
    /// The first occurrence of each known key present, in file order.
    private var known: [JSONNode.Member] = []

    /// nil, after reporting, when `node` is not an object. Unknown and repeated keys are reported here,
    /// in the order they appear.
    package init?(
        _ node: JSONNode, context: String, knownKeys: [String], nullMeansAbsent: Bool = false, sink: @escaping Sink
    ) {
        guard case .object(let members) = node.value else {
            sink(.notAnObject(context, found: node))
            return nil
        }
        self.node = node
        self.context = context
        self.nullMeansAbsent = nullMeansAbsent
        self.sink = sink
        known.reserveCapacity(min(members.count, knownKeys.count))
        var knownList: String?
        for member in members {
            if !knownKeys.contains(member.key) {
                if knownList == nil { knownList = knownKeys.sorted().joined(separator: ", ") }
                sink(.unknownKey(member, in: context, knownKeys: knownList ?? ""))
            } else if known.contains(where: { $0.key == member.key }) {
                sink(.duplicateKey(member, in: context))
            } else {
                known.append(member)
            }
        }
    }

    /// Reports a problem through the reader's sink.
    package func report(_ problem: JSONShapeProblem) { sink(problem) }

    /// Reports a problem the caller found with a key's value (or with the object, when the key is absent).
    package func report(_ message: String, at key: String) {
        report(JSONShapeProblem(.invalidValue, message, at: member(key) ?? node))
    }

    /// A key's value as written, null included; nothing is reported.
    package func member(_ key: String) -> JSONNode? {
        known.first { $0.key == key }?.value
    }

    /// A key's value, nil when absent (or null, with `nullMeansAbsent`); with `required`, its absence is
    /// reported.
    package func value(_ key: String, required: Bool = false) -> JSONNode? {
        if let value = member(key) {
            guard nullMeansAbsent, case .null = value.value else { return value }
        }
        if required { sink(.missingKey(key, in: context, at: node)) }
        return nil
    }

    package func has(_ key: String) -> Bool { value(key) != nil }

    /// A nested object, read with the same sink and null rule; it is named by its quoted key (the
    /// caller's own, so nothing to clip) unless `context` names it otherwise.
    package func object(_ key: String, knownKeys: [String], context: String? = nil, required: Bool = false)
        -> JSONObjectReader?
    {
        guard let value = value(key, required: required) else { return nil }
        return nested(value, context: context ?? "\"\(key)\"", knownKeys: knownKeys)
    }

    /// Another object of the same document (an array's element), read with the same sink and null rule.
    package func nested(_ node: JSONNode, context: String, knownKeys: [String]) -> JSONObjectReader? {
        JSONObjectReader(node, context: context, knownKeys: knownKeys, nullMeansAbsent: nullMeansAbsent, sink: sink)
    }

    /// A key's value converted by `read`, nil when absent or after reporting why it could not be.
    package func read<Value>(
        _ key: String, required: Bool = false, _ read: (JSONNode) throws(JSONShapeProblem) -> Value
    ) -> Value? {
        guard let node = value(key, required: required) else { return nil }
        do {
            return try read(node)
        } catch {
            sink(error)
            return nil
        }
    }
}
