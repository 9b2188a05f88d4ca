import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One HTTP/1.1 request to 127.0.0.1 over a plain socket, for end-to-end tests of `bistro serve`'s
/// endpoints: any method, headers and body; the answer's status, headers (lower-cased names) and body,
/// read until the server closes (`Connection: close`) or `seconds` pass.
struct HTTPExchange {
    var status: Int
    var headers: [String: String]
    var body: String

    /// The body as a JSON object (empty when it is not one).
    var json: [String: Any] { (try? JSONSerialization.jsonObject(with: Data(body.utf8))) as? [String: Any] ?? [:] }

    static func send(
        port: Int, method: String = "POST", path: String, headers: [String: String] = [:], body: String = "",
        contentType: String? = "application/json", within seconds: Double = 60
    ) throws -> HTTPExchange {
        try send(
            port: port, method: method, path: path, headers: headers, bytes: Array(body.utf8), contentType: contentType,
            within: seconds)
    }

    static func send(
        port: Int, method: String = "POST", path: String, headers: [String: String] = [:], bytes payload: [UInt8],
        contentType: String? = "application/json", within seconds: Double = 60
    ) throws -> HTTPExchange {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ProbeError("socket: \(errno)") }
        defer { close(descriptor) }
        var timeout = timeval(tv_sec: Int(seconds), tv_usec: 0)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
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
        var head =
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Length: \(payload.count)\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + payload
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
        return parse(String(decoding: received, as: UTF8.self))
    }

    static func parse(_ text: String) -> HTTPExchange {
        let parts = text.components(separatedBy: "\r\n\r\n")
        let lines = (parts.first ?? "").components(separatedBy: "\r\n")
        let status = lines.first?.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        var body = parts.dropFirst().joined(separator: "\r\n\r\n")
        if headers["transfer-encoding"] == "chunked" { body = dechunk(body) }
        return HTTPExchange(status: status, headers: headers, body: body)
    }

    private static func dechunk(_ text: String) -> String {
        var rest = Substring(text), out = ""
        while let end = rest.range(of: "\r\n"), let size = Int(rest[..<end.lowerBound], radix: 16), size > 0 {
            let start = rest.utf8.index(end.upperBound, offsetBy: 0)
            let stop = rest.utf8.index(start, offsetBy: size)
            out += String(rest[start..<stop])
            rest = rest[stop...].dropFirst(2)
        }
        return out
    }
}
