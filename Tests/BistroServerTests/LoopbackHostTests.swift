import Testing

@testable import BistroServer

/// Item 13 of issue 23 (DNS rebinding): on loopback the server answers only loopback `Host` names, and the
/// site's own (`baseURL`) when it takes orders behind a proxy. The end-to-end tests send the `Host`s to the
/// binary (`LoopbackHostEndToEndTests`).
@Suite struct LoopbackHostTests {
    @Test func onlyLoopbackNamesAreAllowedOnLoopback() {
        let hosts = LoopbackHost(siteOrigin: nil)
        for host in [
            "localhost", "localhost:8080", "LOCALHOST:1", "localhost.", "127.0.0.1", "127.0.0.1:8080", "127.1.2.3:80",
            "[::1]", "[::1]:8080", "[::ffff:127.0.0.1]:80", nil,
        ] {
            #expect(hosts.allows(host), "\(host ?? "no Host")")
        }
        for host in [
            "evil.example", "evil.example:8080", "royalcafe.localhost:8080", "localhost.evil.example",
            "127.0.0.1.evil.example",
            "128.0.0.1", "10.0.0.1:80", "[::2]:80", "[fe80::1]", "::1", "localhost:", "localhost:http",
            "localhost:123456",
            "[::1]x", "", ":80", "0.0.0.0:8080", "localhost..", "2130706433",
        ] {
            #expect(!hosts.allows(host), "\(host ?? "")")
        }
    }

    @Test func theSitesOwnHostIsAllowedWhenTheServerTakesOrders() {
        let hosts = LoopbackHost(siteOrigin: "https://my-bistro.example")
        #expect(hosts.siteHost == "my-bistro.example")
        for host in ["my-bistro.example", "MY-BISTRO.example:443", "my-bistro.example:8443", "localhost:8080"] {
            #expect(hosts.allows(host), "\(host)")
        }
        for host in ["evil.example", "www.my-bistro.example", "my-bistro.example.evil.example"] {
            #expect(!hosts.allows(host), "\(host)")
        }
    }

    @Test func loopbackAddressesAreKnown() {
        for address in ["127.0.0.1", "127.255.0.1", "::1", "::ffff:127.0.0.1"] {
            #expect(LoopbackHost.isLoopback(address: address), "\(address)")
        }
        for address in ["0.0.0.0", "10.0.0.1", "::", "::2", "::ffff:10.0.0.1", "localhost"] {
            #expect(!LoopbackHost.isLoopback(address: address), "\(address)")
        }
    }
}
