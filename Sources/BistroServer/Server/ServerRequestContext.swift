import Hummingbird

/// The request context of Bistro's server: Hummingbird's basics plus the IP address of the connected
/// peer, which the rate limit of the order endpoints keys on (see `ClientAddress`), and the server's own
/// address the connection arrived on, which decides whether the `Host` is checked (`LoopbackHostMiddleware`).
/// The in-process test client has neither: nil.
struct ServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let peerAddress: String?
    let localAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
        localAddress = source.channel.localAddress?.ipAddress
    }
}
