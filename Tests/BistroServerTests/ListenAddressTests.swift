import Testing

@testable import BistroServer

@Suite struct ListenAddressTests {
    @Test func parsesHostAndPort() {
        #expect(ListenAddress("127.0.0.1:8080") == ListenAddress(host: "127.0.0.1", port: 8080))
        #expect(ListenAddress("[::1]:0") == ListenAddress(host: "::1", port: 0))
        #expect(ListenAddress("localhost:65535")?.url(port: 65535) == "http://localhost:65535/")
        #expect(ListenAddress("[::1]:80")?.url(port: 80) == "http://[::1]:80/")
        #expect(ListenAddress.default.description == "127.0.0.1:8080")
    }

    @Test func refusesWhatIsNotAnAddress() {
        for text in [
            "", "8080", ":8080", "127.0.0.1", "127.0.0.1:", "127.0.0.1:65536", "127.0.0.1:-1", "::1:80", "a b:80",
            "host:80x",
        ] {
            #expect(ListenAddress(text) == nil, "\(text)")
        }
    }
}
