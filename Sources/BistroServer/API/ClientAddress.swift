import Foundation

/// Who a request comes from, for the rate limit: the connected peer, unless that peer is one of the
/// trusted proxies (`--trusted-proxy`); then the address the proxies appended to `X-Forwarded-For`, read
/// from the right and skipping trusted proxies. A client cannot pick its own address: what it writes into
/// `X-Forwarded-For` itself stands left of what the proxy appended, and without a trusted proxy the header
/// is ignored altogether. The rate limit counts an IPv6 client by its network (`ClientNetwork`).
package struct ClientAddress: Sendable {
    package var trustedProxies: Set<String>
    /// The leading bits of an IPv6 address that make one client (`--rate-limit-ipv6-prefix`, 64 by default).
    package var ipv6PrefixLength: Int

    package init(trustedProxies: Set<String>, ipv6PrefixLength: Int = ClientNetwork.defaultIPv6PrefixLength) {
        self.trustedProxies = trustedProxies
        self.ipv6PrefixLength = ipv6PrefixLength
    }

    /// The client's address; "unknown" when there is no peer (the in-process test client).
    package func resolve(peer: String?, forwardedFor: String?) -> String {
        guard let peer else { return "unknown" }
        guard trustedProxies.contains(peer), let forwardedFor else { return peer }
        let hops = forwardedFor.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter {
            !$0.isEmpty
        }
        for hop in hops.reversed().prefix(16) where !trustedProxies.contains(hop) {
            return String(hop.prefix(64))
        }
        return peer
    }

    /// The rate limit's bucket for the request: the client's IPv4 address, or its IPv6 network.
    func rateLimitKey(peer: String?, forwardedFor: String?) -> String {
        ClientNetwork.key(for: resolve(peer: peer, forwardedFor: forwardedFor), ipv6PrefixLength: ipv6PrefixLength)
    }
}
