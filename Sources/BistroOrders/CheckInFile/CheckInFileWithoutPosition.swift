import BistroJSON

/// What stays of a check-in file once it leaves `incoming/` for `accepted/` or `rejected/`: Bistro keeps
/// no position, so the file is rewritten as `{"checkIn": {…}}` with only what names the order and the
/// time (`orderNumber`, `orderId`, `email`, `at`) and a measured `distanceMeters`, as they were read;
/// `latitude`, `longitude` and any unknown field are left out. A file that does not read as JSON but
/// mentions a check-in or a coordinate keeps none of its bytes. The rejection's reasons (the sidecar and
/// the book) never quote a coordinate (`CheckInParser`); their lines and columns are the file's as sent.
enum CheckInFileWithoutPosition {
    /// What a file that was neither JSON nor readable as a check-in is replaced with.
    static let unreadable = Array(#"{"checkIn": {}, "removed": "not JSON; Bistro keeps no position"}"#.utf8) + [0x0A]

    /// The bytes to leave instead of the file's own: a check-in's kept fields, or a delivery order without its
    /// drop-off's position (`OrderFileWithoutPosition`); nil for any other file (kept as it is).
    package static func bytes(of original: [UInt8], parsed: Result<SpoolFile, RejectionList>) -> [UInt8]? {
        switch parsed {
        case .success(.order(let order)):
            // A delivery's position finds its zone and is forgotten: the kept file loses it too.
            return order.delivery == nil ? nil : OrderFileWithoutPosition.bytes(of: original)
        case .success(.review), .success(.booking), .success(.bookingCancellation), .success(.driverStep): return nil
        case .success(.checkIn(let request)): return kept(request)
        case .failure: return mentionsPosition(original) ? unreadable : nil
        }
    }

    static func kept(_ request: CheckInRequest) -> [UInt8] {
        var members: [(String, JSONValue?)] = [
            ("orderNumber", request.orderNumber.map(JSONValue.string)),
            ("orderId", request.orderID.map(JSONValue.string)),
            ("email", request.email.map(JSONValue.string)),
        ]
        if case .distance(let meters)? = request.place { members.append(("distanceMeters", .int(meters))) }
        members.append(("at", request.at.map(JSONValue.string)))
        return Array((JSONValue.object([("checkIn", JSONValue.object(members))]).rendered() + "\n").utf8)
    }

    /// Whether bytes that are not a JSON object hold `checkIn`, `latitude` or `longitude` (any case).
    static func mentionsPosition(_ bytes: [UInt8]) -> Bool {
        let lowered = bytes.map { (0x41...0x5A).contains($0) ? $0 | 0x20 : $0 }
        return ["checkin", "latitude", "longitude"].contains { word in
            let pattern = Array(word.utf8)
            return lowered.count >= pattern.count
                && (0...(lowered.count - pattern.count)).contains { start in
                    lowered[start..<(start + pattern.count)].elementsEqual(pattern)
                }
        }
    }
}
