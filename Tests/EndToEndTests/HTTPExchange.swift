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
        let descriptor = try LoopbackSocket.connect(port: port, receiveTimeout: Int(seconds))
        defer { close(descriptor) }
        var head =
            "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\nContent-Length: \(payload.count)\r\n"
        if let contentType { head += "Content-Type: \(contentType)\r\n" }
        for (name, value) in headers { head += "\(name): \(value)\r\n" }
        let bytes = Array((head + "\r\n").utf8) + payload
        LoopbackSocket.send(bytes, on: descriptor)
        let received = LoopbackSocket.receiveAll(on: descriptor)
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
