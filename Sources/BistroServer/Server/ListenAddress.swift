/// Where the server listens: `host:port` as given to `--listen` (`127.0.0.1:8080`, `[::1]:8080`,
/// `0.0.0.0:80`; port 0 lets the system pick a free port, printed on start).
package struct ListenAddress: Hashable, Sendable, CustomStringConvertible {
    /// Loopback only: a preview or a local server is not reachable from other machines unless asked.
    package static let `default` = ListenAddress(host: "127.0.0.1", port: 8080)

    package var host: String
    package var port: Int

    package init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `host:port`; nil when there is no port, the port is not 0...65535, or the host is empty or
    /// longer than a DNS name may be.
    package init?(_ text: String) {
        guard let colon = text.lastIndex(of: ":"), let port = Int(text[text.index(after: colon)...]),
            (0...65_535).contains(port)
        else { return nil }
        var host = String(text[..<colon])
        if host.hasPrefix("[") && host.hasSuffix("]") {
            host = String(host.dropFirst().dropLast())
        } else if host.contains(":") {
            return nil  // an IPv6 address goes in brackets: [::1]:8080
        }
        guard !host.isEmpty, host.utf8.count <= 253, !host.contains(where: { $0.isWhitespace || $0 == "/" }) else {
            return nil
        }
        self.init(host: host, port: port)
    }

    package var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// The address to browse to once the server is bound to `port` (the real one when 0 was asked).
    package func url(port boundPort: Int) -> String {
        let shown = host.contains(":") ? "[\(host)]" : host
        return "http://\(shown):\(boundPort)/"
    }
}
