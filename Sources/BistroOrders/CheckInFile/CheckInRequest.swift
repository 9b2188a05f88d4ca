import BistroCore

/// A check-in file as the customer wrote it: `{"checkIn": {"orderNumber" or "orderId", "email",
/// "latitude" and "longitude" or "distanceMeters", "at"?}}`, its shape checked, its meaning not yet.
package struct CheckInRequest: Sendable, Hashable {
    package var orderNumber: String?
    package var orderID: String?
    package var email: String?
    /// A check-in `bistro serve` took: the receipt token stands for the order and its customer.
    package var receiptToken: String?
    /// Where the customer was; nil when the file did not say it in a usable way.
    package var place: CheckInPlace?
    /// RFC 3339 text; absent means the time of the run.
    package var at: String?
    package var position: OrderRequest.Position?
    /// Shape problems and missing values, reported with validation's findings.
    package var problems = RejectionList()

    package init() {}

    /// What the check-in names, for messages: "RC-20261122-0007" or "web-4711".
    var orderReference: String? { orderNumber ?? orderID }
}

/// Where a check-in was made: the customer's position, used once for the distance and never kept, or the
/// distance already measured (what `bistro serve` writes, so that it never writes a position to disk).
package enum CheckInPlace: Sendable, Hashable {
    case position(GeoPoint)
    case distance(meters: Int)

    /// Metres to the restaurant's `location`; nil when the restaurant has none (any check-in is near then).
    package func meters(to location: GeoPoint?) -> Int? {
        guard let location else { return nil }
        switch self {
        case .position(let point): return Int(location.distance(to: point).rounded())
        case .distance(let meters): return meters
        }
    }
}
