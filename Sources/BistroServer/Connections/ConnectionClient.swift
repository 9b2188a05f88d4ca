import NIOCore

/// Whose connection it is, for the per-client cap: the peer's address counted as the rate limit counts it
/// (`ClientNetwork`): an IPv4 address by itself, an IPv6 address by its /64 (one household or host usually
/// has a whole /64), an IPv4 address mapped into IPv6 as IPv4. Nil for a peer without an IP address.
struct ConnectionClient: Hashable, Sendable {
    let key: String

    init?(peer: SocketAddress?) {
        guard let address = peer?.ipAddress else { return nil }
        key = ClientNetwork.key(for: address, ipv6PrefixLength: ClientNetwork.defaultIPv6PrefixLength)
    }
}
