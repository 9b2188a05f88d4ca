import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A minimal HTTP/1.1 client over a TCP socket to 127.0.0.1, for end-to-end tests of `bistro serve`: one
/// request per connection, answers read with deadlines (an event stream stays open and is read as it
/// comes).
final class HTTPProbe {
    private let socketDescriptor: Int32
    private(set) var received = Data()

    /// Connects to 127.0.0.1:`port` and sends `GET path`.
    init(port: Int, path: String) throws {
        socketDescriptor = try LoopbackSocket.connect(port: port)
        let request = "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n"
        var bytes = Array(request.utf8)
        guard send(socketDescriptor, &bytes, bytes.count, Int32(MSG_NOSIGNAL)) == bytes.count else {
            close(socketDescriptor)
            throw ProbeError("send: errno \(errno)")
        }
    }

    deinit { close(socketDescriptor) }

    var text: String { String(decoding: received, as: UTF8.self) }

    /// Reads until `done(text so far)` holds, the server closes, or `seconds` pass. Whether `done` held.
    @discardableResult
    func read(within seconds: Double, until done: (String) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !done(text) {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var descriptor = pollfd(fd: socketDescriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, Int32(min(left, 1) * 1000) + 1) >= 0 else { return false }
            guard descriptor.revents != 0 else { continue }
            let count = recv(socketDescriptor, &buffer, buffer.count, 0)
            if count <= 0 { return done(text) }
            received.append(contentsOf: buffer[0..<count])
        }
        return true
    }

    /// `GET path` to its end: the status code and the whole answer (headers and body).
    static func get(port: Int, path: String, within seconds: Double = 30) throws -> (status: Int, text: String) {
        let probe = try HTTPProbe(port: port, path: path)
        probe.read(within: seconds) { _ in false }
        let text = probe.text
        let status = text.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        return (status, text)
    }
}

struct ProbeError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
