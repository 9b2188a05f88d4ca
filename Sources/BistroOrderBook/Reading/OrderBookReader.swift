import Foundation
import GRDB

/// Read-only access to the order book, for `bistro build --db` and `bistro report`: it never writes, so it
/// can run while `bistro process` commits (WAL readers see the last committed state). A database whose
/// schema is behind this `bistro` is first brought up to date through `OrderStore` (the one writer).
package final class OrderBookReader: Sendable {
    let queue: DatabaseQueue
    package let path: String

    /// Opens the existing database at `path` for reading only; a missing file is an error (nothing is
    /// created). See `OrderBookFile.openReadOnly`.
    package init(path: String) throws(OrderStoreError) {
        self.path = path
        queue = try OrderBookFile.openReadOnly(path)
    }

    /// Runs `body` in one read transaction: a consistent snapshot of the book.
    func read<T>(_ body: (Database) throws -> T) throws(OrderStoreError) -> T {
        do {
            return try queue.read(body)
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot read the order database \(path): \(OrderStore.describe(error))")
        }
    }
}
