#if canImport(Glibc)
    import Glibc
#endif

/// What the rate limit counts as one client, given its address: an IPv4 address by itself; an IPv6 address
/// by its network, the first `ipv6PrefixLength` bits (a /64 by default: what one subscriber or machine is
/// given, and rotates its addresses in); an IPv4-mapped IPv6 address (`::ffff:203.0.113.7`) as its IPv4
/// address. Anything else (no address at all) counts as written.
package enum ClientNetwork {
    package static let defaultIPv6PrefixLength = 64
    /// The lengths `--rate-limit-ipv6-prefix` takes.
    package static let ipv6PrefixLengths = 8...128

    /// `203.0.113.7` → `203.0.113.7`; `2001:db8:1:2:a:b:c:d` with 64 → `2001:db8:1:2::/64`.
    package static func key(for address: String, ipv6PrefixLength: Int) -> String {
        var text = address
        if text.hasPrefix("["), let close = text.firstIndex(of: "]") {
            text = String(text[text.index(after: text.startIndex)..<close])
        }
        if let zone = text.firstIndex(of: "%") { text = String(text[..<zone]) }
        if let ipv4 = ipv4Bytes(text) { return ipv4.map(String.init).joined(separator: ".") }
        guard var bytes = ipv6Bytes(text) else { return address }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return bytes[12...].map(String.init).joined(separator: ".")
        }
        let bits = min(max(ipv6PrefixLength, 0), 128)
        for index in 0..<16 {
            let kept = min(max(bits - index * 8, 0), 8)
            bytes[index] &= kept == 8 ? 0xFF : ~(UInt8(0xFF) >> kept)
        }
        return ipv6Text(bytes) + "/\(bits)"
    }

    static func ipv4Bytes(_ text: String) -> [UInt8]? {
        var address = in_addr()
        guard inet_pton(AF_INET, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }

    static func ipv6Bytes(_ text: String) -> [UInt8]? {
        var address = in6_addr()
        guard inet_pton(AF_INET6, text, &address) == 1 else { return nil }
        return withUnsafeBytes(of: &address) { Array($0) }
    }

    static func ipv6Text(_ bytes: [UInt8]) -> String {
        var address = in6_addr()
        withUnsafeMutableBytes(of: &address) { $0.copyBytes(from: bytes) }
        var buffer = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN))
        guard inet_ntop(AF_INET6, &address, &buffer, socklen_t(buffer.count)) != nil else { return "?" }
        let bytes = buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
