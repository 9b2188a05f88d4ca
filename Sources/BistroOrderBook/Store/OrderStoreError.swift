/// An operational failure of the order book (cannot open, cannot write): the run stops, files stay put.
package struct OrderStoreError: Error, CustomStringConvertible, Sendable {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
