import NIOCore

/// Whose connection it is, for the per-client cap: an IPv4 address, or an IPv6 address's /64 (one
/// household or host usually has a whole /64); an IPv4 address mapped into IPv6 counts as IPv4.
struct ConnectionClient: Hashable, Sendable {
    let key: String

    init?(peer: SocketAddress?) {
        guard let peer else { return nil }
        switch peer {
        case .v4:
            guard let address = peer.ipAddress else { return nil }
            key = address
        case .v6(let address):
            let bytes = withUnsafeBytes(of: address.address.sin6_addr) { Array($0) }
            if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                key = bytes[12...].map(String.init).joined(separator: ".")
            } else {
                key =
                    stride(from: 0, to: 8, by: 2).map {
                        String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
                    }
                    .joined(separator: ":") + "::/64"
            }
        case .unixDomainSocket:
            return nil
        }
    }
}
