import Testing

@testable import BistroCore

@Suite struct OrderEndpointsTests {
    @Test(arguments: [
        "/api/orders", "/cafe/api/check-ins", "/api/orders?v=2", "https://orders.example/api/orders",
        "https://orders.example",
    ])
    func pathsAndHTTPSURLsAreEndpoints(text: String) {
        #expect(OrderEndpoints.isValid(text))
    }

    /// Relative paths, other hosts' paths written as `//host`, plain http, other schemes, and anything that
    /// could leave an attribute or a URL (spaces, quotes, angle brackets, control characters).
    @Test(arguments: [
        "api/orders", "//evil.example/api", "http://orders.example/api", "javascript:alert(1)", "https://",
        "https:///x",
        "/api orders", "/api\"><script>", "/api'x", "/api\n", "", "ftp://orders.example/",
    ])
    func anythingElseIsNot(text: String) {
        #expect(!OrderEndpoints.isValid(text))
    }
}
