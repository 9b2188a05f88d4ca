/// A check-in file as the customer wrote it: `{"checkIn": {"orderNumber" or "orderId", "email",
/// "latitude", "longitude", "at"?}}`, its shape checked, its meaning not yet.
package struct CheckInRequest: Sendable, Hashable {
    package var orderNumber: String?
    package var orderID: String?
    package var email: String?
    package var latitude: Double?
    package var longitude: Double?
    /// RFC 3339 text; absent means the time of the run.
    package var at: String?
    package var position: OrderRequest.Position?
    /// Shape problems and missing values, reported with validation's findings.
    package var problems = RejectionList()

    package init() {}

    /// What the check-in names, for messages: "RC-20261122-0007" or "web-4711".
    package var orderReference: String? { orderNumber ?? orderID }
}
