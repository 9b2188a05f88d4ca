import Testing

@testable import BistroServer

/// Item 10 of issue 23: the rate limit counted exact addresses, so an IPv6 client rotating through its /64
/// was never limited. An IPv6 address now counts by its network, an IPv4 address by itself.
@Suite struct ClientNetworkTests {
    @Test func anIPv6ClientCountsByItsSlash64() {
        let first = ClientNetwork.key(for: "2001:db8:1:2:a:b:c:d", ipv6PrefixLength: 64)
        #expect(first == "2001:db8:1:2::/64")
        #expect(ClientNetwork.key(for: "2001:db8:1:2:ffff:ffff:ffff:ffff", ipv6PrefixLength: 64) == first)
        #expect(ClientNetwork.key(for: "2001:0DB8:0001:0002::1", ipv6PrefixLength: 64) == first, "any spelling of it")
        #expect(
            ClientNetwork.key(for: "2001:db8:1:3::1", ipv6PrefixLength: 64) != first, "the next /64 is another client")
        #expect(ClientNetwork.key(for: "[2001:db8:1:2::9]", ipv6PrefixLength: 64) == first)
        #expect(ClientNetwork.key(for: "fe80::1%eth0", ipv6PrefixLength: 64) == "fe80::/64")
    }

    @Test func theIPv6PrefixIsConfigurable() {
        #expect(ClientNetwork.key(for: "2001:db8:1:2:a:b:c:d", ipv6PrefixLength: 48) == "2001:db8:1::/48")
        #expect(ClientNetwork.key(for: "2001:db8:1:2:a:b:c:d", ipv6PrefixLength: 56) == "2001:db8:1::/56")
        #expect(ClientNetwork.key(for: "2001:db8:1:2ff:a:b:c:d", ipv6PrefixLength: 60) == "2001:db8:1:2f0::/60")
        #expect(ClientNetwork.key(for: "2001:db8:1:2:a:b:c:d", ipv6PrefixLength: 128) == "2001:db8:1:2:a:b:c:d/128")
    }

    @Test func anIPv4ClientCountsByItsAddress() {
        #expect(ClientNetwork.key(for: "203.0.113.7", ipv6PrefixLength: 64) == "203.0.113.7")
        #expect(ClientNetwork.key(for: "203.0.113.8", ipv6PrefixLength: 64) == "203.0.113.8")
        #expect(ClientNetwork.key(for: "::ffff:203.0.113.7", ipv6PrefixLength: 64) == "203.0.113.7", "IPv4-mapped")
        #expect(ClientNetwork.key(for: "unknown", ipv6PrefixLength: 64) == "unknown")
    }

    @Test func aRotatingIPv6ClientBehindATrustedProxyIsLimited() {
        let address = ClientAddress(trustedProxies: ["127.0.0.1"])
        let limiter = RateLimiter(perMinute: 3, now: { 1000 })
        let answers = (1...5).map { host in
            limiter.admit(address.rateLimitKey(peer: "127.0.0.1", forwardedFor: "2001:db8:7:7::\(host)"))
        }
        #expect(answers.prefix(3).allSatisfy { $0 == nil })
        #expect(answers.suffix(2).allSatisfy { $0 != nil }, "the 4th and 5th addresses of the same /64 wait")
        #expect(
            limiter.admit(address.rateLimitKey(peer: "127.0.0.1", forwardedFor: "2001:db8:7:8::1")) == nil,
            "another /64")
        #expect(
            limiter.admit(address.rateLimitKey(peer: "2001:db8:7:7::99", forwardedFor: nil)) != nil, "a direct peer too"
        )
    }
}
