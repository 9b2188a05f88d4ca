import Foundation

/// The `Host` names a server reached on a loopback address answers, against DNS rebinding (a page of
/// `evil.example` whose name the attacker points at 127.0.0.1 could otherwise read the local server as
/// its own site): `localhost`, an IPv4 loopback address (`127.0.0.1`, any of 127.0.0.0/8), `[::1]`, each
/// with any port or none, in any case, with or without a final dot; and the host of the site's `baseURL`
/// when the server takes orders (what nginx and Caddy on the same machine pass on). Names under
/// `.localhost` are not taken: outside browsers they may be looked up in DNS. A request without `Host`
/// (HTTP/1.0; no browser sends one) passes.
struct LoopbackHost: Sendable {
    /// The site's own host name (`cafe.example`), lower case; nil without one.
    let siteHost: String?

    init(siteOrigin: String?) {
        siteHost = siteOrigin.flatMap { URLComponents(string: $0)?.host?.lowercased() }
    }

    /// Whether `authority` (the request's `Host`: `name[:port]` or `[v6]:port`) may be answered.
    func allows(_ authority: String?) -> Bool {
        guard let authority else { return true }
        guard var name = Self.hostName(authority)?.lowercased() else { return false }
        if name.hasSuffix(".") && !name.hasSuffix("..") { name.removeLast() }
        if name == "localhost" || name == siteHost { return true }
        if name.hasPrefix("[") && name.hasSuffix("]") {
            return Self.isLoopback(address: String(name.dropFirst().dropLast()))
        }
        return Self.isLoopback(address: name) && !name.contains(":")
    }

    /// The name of `authority` without its port; nil when the port is not 1 to 5 digits or the name is empty.
    static func hostName(_ authority: String) -> String? {
        var name = Substring(authority), port: Substring?
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return nil }
            let rest = name[name.index(after: close)...]
            if !rest.isEmpty {
                guard rest.first == ":" else { return nil }
                port = rest.dropFirst()
            }
            name = name[...close]
        } else if let colon = name.firstIndex(of: ":") {
            port = name[name.index(after: colon)...]
            name = name[..<colon]
        }
        if let port, !(1...5).contains(port.count) || !port.allSatisfy({ ("0"..."9").contains($0) }) { return nil }
        return name.isEmpty ? nil : String(name)
    }

    /// Whether `address` (an IP address as text) is a loopback address: 127.0.0.0/8, ::1, or
    /// ::ffff:127.x.y.z.
    static func isLoopback(address: String) -> Bool {
        var text = address
        if let zone = text.firstIndex(of: "%") { text = String(text[..<zone]) }
        if let bytes = ClientNetwork.ipv4Bytes(text) { return bytes[0] == 127 }
        guard let bytes = ClientNetwork.ipv6Bytes(text) else { return false }
        if bytes[0..<15].allSatisfy({ $0 == 0 }) && bytes[15] == 1 { return true }
        return bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF && bytes[12] == 127
    }
}
