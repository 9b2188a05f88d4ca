import BistroJSON

/// What stays of a delivery order's file once it leaves `incoming/`: the order as it was sent, without the
/// drop-off's `latitude` and `longitude` (its zone and distance are recorded; the position is not kept).
/// nil when the file has no position to remove (it is kept byte for byte).
enum OrderFileWithoutPosition {
    static func bytes(of original: [UInt8]) -> [UInt8]? {
        guard let root = try? JSONParser.parse(original), case .object(let members) = root.value,
            let delivery = members.first(where: { $0.key == "delivery" })?.value,
            case .object(let fields) = delivery.value,
            fields.contains(where: { $0.key == "latitude" || $0.key == "longitude" })
        else { return nil }
        let kept: [(String, JSONValue)] = members.map { member in
            guard member.key == "delivery" else { return (member.key, member.value.writable) }
            return (
                member.key,
                .object(
                    fields.filter { $0.key != "latitude" && $0.key != "longitude" }.map { ($0.key, $0.value.writable) })
            )
        }
        return Array((JSONValue.object(kept).rendered() + "\n").utf8)
    }
}
