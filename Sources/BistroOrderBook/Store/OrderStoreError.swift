/// An operational failure of the order book (cannot open, cannot write): the run stops, files stay put.
public struct OrderStoreError: Error, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
