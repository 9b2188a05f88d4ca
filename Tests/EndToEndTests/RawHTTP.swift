import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One HTTP/1.1 request written by hand to a loopback port, for the tests where `HTTPExchange`'s fixed
/// head will not do: any `Host` or none, and any loopback address to connect from (127.0.0.2, 127.0.0.3:
/// different clients to a proxy on the same machine). The answer is read until the server closes.
enum RawHTTP {
    /// `head` without its final empty line; `Content-Length` (or with `chunked`, `Transfer-Encoding: chunked`
    /// and the body in chunks of 16 KiB) and `Connection: close` are added.
    static func send(
        port: Int, from source: String = "127.0.0.1", head: String, body: [UInt8] = [], chunked: Bool = false,
        within seconds: Int = 30
    ) throws -> HTTPExchange {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ProbeError("socket: \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var local = sockaddr_in()
        local.sin_family = sa_family_t(AF_INET)
        local.sin_addr.s_addr = inet_addr(source)
        let bound = withUnsafePointer(to: &local) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else { throw ProbeError("bind to \(source): errno \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw ProbeError("connect to port \(port): errno \(errno)") }
        let framing = chunked ? "Transfer-Encoding: chunked" : "Content-Length: \(body.count)"
        let bytes =
            Array((head + "\r\n\(framing)\r\nConnection: close\r\n\r\n").utf8) + (chunked ? Self.chunks(body) : body)
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { break }  // the server may answer (413) and close before the whole body is sent
            sent += count
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return HTTPExchange.parse(String(decoding: received, as: UTF8.self))
    }

    /// `body` in chunks of at most 16 KiB, then the last, empty chunk.
    static func chunks(_ body: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        for start in stride(from: 0, to: body.count, by: 16 * 1024) {
            let part = body[start..<min(start + 16 * 1024, body.count)]
            out += Array((String(part.count, radix: 16) + "\r\n").utf8) + part + Array("\r\n".utf8)
        }
        return out + Array("0\r\n\r\n".utf8)
    }

    /// A request head: the request line, then `Host` (none when nil), then `headers`.
    static func head(_ method: String, _ path: String, host: String?, headers: [(String, String)] = []) -> String {
        var lines = ["\(method) \(path) HTTP/1.1"]
        if let host { lines.append("Host: \(host)") }
        lines += headers.map { "\($0.0): \($0.1)" }
        return lines.joined(separator: "\r\n")
    }
}
