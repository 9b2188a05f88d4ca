/// A check-in file as the customer wrote it: `{"checkIn": {"orderNumber" or "orderId", "email",
/// "latitude", "longitude", "at"?}}`, its shape checked, its meaning not yet.
public struct CheckInRequest: Sendable, Hashable {
    public var orderNumber: String?
    public var orderID: String?
    public var email: String?
    public var latitude: Double?
    public var longitude: Double?
    /// RFC 3339 text; absent means the time of the run.
    public var at: String?
    public var position: OrderRequest.Position?
    /// Shape problems and missing values, reported with validation's findings.
    public var problems = RejectionList()

    public init() {}

    /// What the check-in names, for messages: "RC-20261122-0007" or "web-4711".
    public var orderReference: String? { orderNumber ?? orderID }
}
