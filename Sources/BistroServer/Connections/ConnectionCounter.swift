import Foundation

/// The open connections, in all and per client, shared by every event loop of the server: `admit`
/// counts a connection in when the caps of `ConnectionLimits` allow it, `release` counts it out when it
/// closes.
final class ConnectionCounter: @unchecked Sendable {
    private let maxConnections: Int
    private let maxClientConnections: Int?
    private let lock = NSLock()
    private var total = 0
    private var perClient: [ConnectionClient: Int] = [:]

    init(maxConnections: Int, maxClientConnections: Int?) {
        self.maxConnections = maxConnections
        self.maxClientConnections = maxClientConnections
    }

    /// Why a connection was not admitted, in plain words for the log.
    enum Refusal: Error, CustomStringConvertible {
        case serverFull(Int)
        case clientFull(Int)

        var description: String {
            switch self {
            case .serverFull(let cap): "the server has \(cap) connections open (--max-connections)"
            case .clientFull(let cap): "this client has \(cap) connections open (--max-client-connections)"
            }
        }
    }

    /// Counts in a connection from `client` (nil: not capped per client, as a trusted proxy).
    func admit(_ client: ConnectionClient?) -> Refusal? {
        lock.withLock {
            guard total < maxConnections else { return .serverFull(maxConnections) }
            if let client, let cap = maxClientConnections {
                let open = perClient[client, default: 0]
                guard open < cap else { return .clientFull(cap) }
                perClient[client] = open + 1
            }
            total += 1
            return nil
        }
    }

    /// Counts out a connection `admit` counted in.
    func release(_ client: ConnectionClient?) {
        lock.withLock {
            total -= 1
            guard let client, maxClientConnections != nil, let open = perClient[client] else { return }
            perClient[client] = open > 1 ? open - 1 : nil
        }
    }

    /// The connections open now, in all.
    var open: Int { lock.withLock { total } }
}
