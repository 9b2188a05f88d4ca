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
        let descriptor = try LoopbackSocket.connect(port: port, from: source, receiveTimeout: seconds)
        defer { close(descriptor) }
        let framing = chunked ? "Transfer-Encoding: chunked" : "Content-Length: \(body.count)"
        let bytes =
            Array((head + "\r\n\(framing)\r\nConnection: close\r\n\r\n").utf8) + (chunked ? Self.chunks(body) : body)
        LoopbackSocket.send(bytes, on: descriptor)
        let received = LoopbackSocket.receiveAll(on: descriptor)
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
