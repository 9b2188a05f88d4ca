import Foundation

/// How long a connection may take over each part of a request, how many connections the server keeps
/// open, and how long a stopping server waits for requests still arriving (`bistro serve`'s
/// `--header-timeout`, `--body-timeout`, `--idle-timeout`, `--max-connections`,
/// `--max-client-connections`, `--shutdown-grace`; the table in docs/serve.md).
package struct ConnectionLimits: Sendable, Equatable {
    /// From the connection's start, or from the first byte of a later request, until its head is complete.
    package var headerTimeout: Duration
    /// From a request's complete head until the end of its body.
    package var bodyTimeout: Duration
    /// From the end of an answer until the next request's first byte on a kept-alive connection.
    package var idleTimeout: Duration
    /// Open connections in all; one more is closed at once.
    package var maxConnections: Int
    /// Open connections from one client address (an IPv6 client's /64); nil: no such cap. A trusted
    /// proxy's connections count only towards `maxConnections`.
    package var maxClientConnections: Int?
    /// After SIGTERM: how long requests still arriving and answers still being sent may go on. Requests
    /// read whole by then are answered; every other connection is closed.
    package var shutdownGrace: Duration

    package init(
        headerTimeout: Duration = .seconds(10), bodyTimeout: Duration = .seconds(30),
        idleTimeout: Duration = .seconds(60), maxConnections: Int = Self.defaultMaxConnections,
        maxClientConnections: Int? = Self.defaultMaxClientConnections, shutdownGrace: Duration = .seconds(10)
    ) {
        self.headerTimeout = headerTimeout
        self.bodyTimeout = bodyTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.maxClientConnections = maxClientConnections
        self.shutdownGrace = shutdownGrace
    }

    package static let `default` = ConnectionLimits()

    /// Enough for a few households or an office behind one address, each browser opening up to six.
    package static let defaultMaxClientConnections = 64

    /// Half of what the open-file limit leaves after 64 descriptors for the book, the spool, the site's
    /// pages and sendmail (a connection may need a second descriptor for the file it is sent), at most 4,096.
    package static var defaultMaxConnections: Int {
        min(4096, max(16, (FileLimit.openFiles - 64) / 2))
    }
}
