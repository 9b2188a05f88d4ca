import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's HTTP/1 connection with `ConnectionLimits`: a connection over the total or the per-client
/// cap is closed at once, before a byte is read; an admitted one gets `RequestBytesHandler` in front of
/// the HTTP decoder and `RequestDeadlineHandler` after it, and is counted out when it closes. A trusted
/// proxy (`--trusted-proxy`) and 127.0.0.1 and ::1, where a proxy on this machine connects from, are
/// capped by the total only: they carry many customers' connections.
struct LimitedHTTP1Channel: ServerChildChannel {
    /// The peers a proxy on this machine connects from, with or without `--trusted-proxy`.
    static let localProxyAddresses: Set<String> = ["127.0.0.1", "::1", "::ffff:127.0.0.1"]

    typealias Value = HTTP1Channel.Value

    private let http1: HTTP1Channel
    private let counter: ConnectionCounter
    /// Peers capped by the total only.
    private let uncapped: Set<String>

    init(
        responder: @escaping HTTPChannelHandler.Responder, limits: ConnectionLimits, trustedProxies: Set<String>,
        logger: Logger
    ) {
        http1 = HTTP1Channel(
            responder: responder,
            configuration: .init(
                additionalChannelHandlers: [RequestDeadlineHandler(limits: limits, logger: logger)]))
        counter = ConnectionCounter(
            maxConnections: limits.maxConnections, maxClientConnections: limits.maxClientConnections)
        uncapped = trustedProxies.union(Self.localProxyAddresses)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let peer = channel.remoteAddress
        let client = peer?.ipAddress.map { uncapped.contains($0) } == true ? nil : ConnectionClient(peer: peer)
        if let refusal = counter.admit(client) {
            logger.info("connection refused: \(refusal)", metadata: ["peer": "\(peer?.ipAddress ?? "-")"])
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(refusal)
        }
        let counter = counter
        channel.closeFuture.whenComplete { _ in counter.release(client) }
        do {
            try channel.pipeline.syncOperations.addHandler(RequestBytesHandler(), position: .first)
        } catch {
            channel.close(promise: nil)
            return channel.eventLoop.makeFailedFuture(error)
        }
        return http1.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await http1.handle(value: value, logger: logger)
    }
}
