import Foundation
import GRDB

/// Read-only access to the order book, for `bistro build --db` and `bistro report`: it never writes, so it
/// can run while `bistro process` commits (WAL readers see the last committed state). A database whose
/// schema is behind this `bistro` is first brought up to date through `OrderStore` (the one writer).
public final class OrderBookReader: Sendable {
    let queue: DatabaseQueue
    public let path: String

    /// Opens the existing database at `path`; a missing file is an error (nothing is created).
    public init(path: String) throws(OrderStoreError) {
        self.path = path
        guard FileManager.default.fileExists(atPath: path) else {
            throw OrderStoreError("no order database at \(path)")
        }
        do {
            // A probe that fails (a book being created this instant) is answered by opening it as its writer.
            if (try? Self.isMigrated(path)) != true { _ = try OrderStore(path: path) }
            var config = Configuration()
            config.readonly = true
            config.busyMode = .timeout(10)
            queue = try DatabaseQueue(path: path, configuration: config)
        } catch let error as OrderStoreError {
            throw error
        } catch {
            throw OrderStoreError("cannot open the order database \(path): \(OrderStore.describe(error))")
        }
    }

    private static func isMigrated(_ path: String) throws -> Bool {
        var config = Configuration()
        config.readonly = true
        config.busyMode = .timeout(10)
        let probe = try DatabaseQueue(path: path, configuration: config)
        defer { try? probe.close() }
        return try probe.read { try Migrations.migrator.hasCompletedMigrations($0) }
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
