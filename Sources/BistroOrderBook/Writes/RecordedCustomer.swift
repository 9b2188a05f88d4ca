/// A customer as an order batch needs them: the row's id (orders point to it) and the history token,
/// whose link only the "received" mail to the customer's own address carries.
package struct RecordedCustomer: Sendable, Hashable {
    package var id: Int64
    package var historyToken: String
}
