import Foundation
import Hummingbird

/// The settings of `APIGuardMiddleware`: which origins may post, the rate limit, and whom to believe
/// about the client's address.
package struct APIGuard: Sendable {
    /// The largest body the endpoints read: 64 KiB.
    static let maximumBodyBytes = 64 * 1024
    static let endpoints: Set<String> = ["/api/orders", "/api/check-ins", "/api/reviews"]

    /// The origin of the site's `baseURL` ("https://cafe.example"), when it is absolute.
    var siteOrigin: String?
    /// nil: no rate limit (`--rate-limit 0`).
    package var rateLimiter: RateLimiter?
    package var clientAddress: ClientAddress

    package init(baseURL: String, rateLimiter: RateLimiter?, clientAddress: ClientAddress) {
        siteOrigin = Self.origin(of: baseURL)
        self.rateLimiter = rateLimiter
        self.clientAddress = clientAddress
    }

    /// Whether a browser's `Origin` is the site's own, or the server's (`host`: the request's Host).
    func allows(origin: String, host: String?) -> Bool {
        guard let given = Self.origin(of: origin) else { return false }
        if given == siteOrigin { return true }
        guard let host = host?.lowercased() else { return false }
        return given == Self.origin(of: "http://\(host)") || given == Self.origin(of: "https://\(host)")
    }

    /// scheme://host[:port] in lower case, the scheme's default port left out; nil for anything but an
    /// absolute http(s) address.
    static func origin(of text: String) -> String? {
        guard let url = URLComponents(string: text.trimmingCharacters(in: .whitespaces)),
            let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host?.lowercased(), !host.isEmpty
        else { return nil }
        let port = url.port.flatMap { (scheme == "http" && $0 == 80) || (scheme == "https" && $0 == 443) ? nil : $0 }
        return "\(scheme)://\(host)" + (port.map { ":\($0)" } ?? "")
    }

    /// `application/json`, with parameters (`; charset=utf-8`) or not.
    static func isJSON(_ contentType: String?) -> Bool {
        guard let type = contentType?.split(separator: ";").first else { return false }
        return type.trimmingCharacters(in: .whitespaces).lowercased() == "application/json"
    }

    static var tooLarge: Response {
        APIResponse.error(
            .contentTooLarge, code: "body_too_large", "the body is larger than \(maximumBodyBytes / 1024) KiB")
    }

    /// Someone else's text in an answer: at most 100 characters, printable only.
    static func clip(_ text: String) -> String {
        String(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7F }.prefix(100).map(Character.init))
    }
}
