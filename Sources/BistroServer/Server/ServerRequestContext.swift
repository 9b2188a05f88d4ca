import Hummingbird

/// The request context of Bistro's server: Hummingbird's basics plus the IP address of the connected
/// peer, which the rate limit of the order endpoints keys on (see `ClientAddress`). The in-process test
/// client has no peer: nil.
struct ServerRequestContext: RequestContext {
    var coreContext: CoreRequestContextStorage
    let peerAddress: String?

    init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        peerAddress = source.channel.remoteAddress?.ipAddress
    }
}
