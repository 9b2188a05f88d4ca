import BistroJSON
/// A JSON object's members, sorted by key (UTF-8 byte order) when the object is made, so it is written
/// without sorting and built without hashing (a big menu's JSON-LD and `menu.json` make tens of
/// thousands of small objects). A key given more than once keeps its last value.
public struct JSONObject: Hashable, Sendable {
    public struct Member: Hashable, Sendable {
        public let key: String
        public let value: JSONValue
    }

    public let members: [Member]

    public init(_ pairs: [(String, JSONValue)]) {
        var members = pairs.map { Member(key: $0.0, value: $0.1) }
        // A stable insertion sort: objects are small, and equal keys keep their order for the dedup.
        for index in members.indices.dropFirst() {
            let member = members[index]
            var slot = index
            while slot > 0, JSONObject.precedes(member.key, members[slot - 1].key) {
                members[slot] = members[slot - 1]
                slot -= 1
            }
            members[slot] = member
        }
        var unique: [Member] = []
        unique.reserveCapacity(members.count)
        for member in members {
            if unique.last?.key == member.key { unique[unique.count - 1] = member } else { unique.append(member) }
        }
        self.members = unique
    }

    /// The value of `key`, or nil.
    public subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    private static func precedes(_ a: String, _ b: String) -> Bool {
        a.utf8.lexicographicallyPrecedes(b.utf8)
    }
}
