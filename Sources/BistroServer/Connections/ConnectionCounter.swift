import Foundation
import Synchronization

/// The open connections, in all and per client, shared by every event loop of the server: `admit`
/// counts a connection in when the caps of `ConnectionLimits` allow it, `release` counts it out when it
/// closes.
final class ConnectionCounter: Sendable {
    private let maxConnections: Int
    private let maxClientConnections: Int?
    private let counts = Mutex(Counts())

    private struct Counts {
        var total = 0
        var perClient: [ConnectionClient: Int] = [:]
    }

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
        counts.withLock { counts in
            guard counts.total < maxConnections else { return .serverFull(maxConnections) }
            if let client, let cap = maxClientConnections {
                let open = counts.perClient[client, default: 0]
                guard open < cap else { return .clientFull(cap) }
                counts.perClient[client] = open + 1
            }
            counts.total += 1
            return nil
        }
    }

    /// Counts out a connection `admit` counted in.
    func release(_ client: ConnectionClient?) {
        counts.withLock { counts in
            counts.total -= 1
            guard let client, maxClientConnections != nil, let open = counts.perClient[client] else { return }
            counts.perClient[client] = open > 1 ? open - 1 : nil
        }
    }

    /// The connections open now, in all.
    var open: Int { counts.withLock { $0.total } }
}
