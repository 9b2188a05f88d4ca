import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The socket calls the end-to-end tests' HTTP clients share (`HTTPExchange`, `RawHTTP`, `HTTPProbe`,
/// `RawConnection`, `ReverseProxy`): a TCP connection to a port on 127.0.0.1, made from 127.0.0.1 or another
/// loopback address (the whole of 127/8 is this machine, so a test can be several clients), sending all of
/// a request, and reading until the server closes.
enum LoopbackSocket {
    /// A socket connected to 127.0.0.1:`port` from `source`, with a receive timeout when `seconds` is given;
    /// the caller closes it. Throws, naming the call that failed, with nothing left open.
    static func connect(port: Int, from source: String = "127.0.0.1", receiveTimeout seconds: Int? = nil) throws
        -> Int32
    {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ProbeError("socket: \(errno)") }
        if let seconds {
            var timeout = timeval(tv_sec: seconds, tv_usec: 0)
            setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        }
        if source != "127.0.0.1" && call(Glibc.bind, descriptor, address(source, port: 0)) != 0 {
            let error = errno
            Glibc.close(descriptor)
            throw ProbeError("bind to \(source): errno \(error)")
        }
        guard call(Glibc.connect, descriptor, address("127.0.0.1", port: port)) == 0 else {
            let error = errno
            Glibc.close(descriptor)
            throw ProbeError("connect to port \(port): errno \(error)")
        }
        return descriptor
    }

    /// Whether something accepts connections on 127.0.0.1:`port`.
    static func accepts(port: Int) -> Bool {
        guard let descriptor = try? connect(port: port) else { return false }
        Glibc.close(descriptor)
        return true
    }

    /// Sends `bytes`, as much as the server takes: it may answer (413) and close before the whole body is sent.
    static func send(_ bytes: [UInt8], on descriptor: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            if count <= 0 { break }
            sent += count
        }
    }

    /// What the server sends until it closes the connection (or the receive timeout passes).
    static func receiveAll(on descriptor: Int32) -> [UInt8] {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            received += buffer[0..<count]
        }
        return received
    }

    /// A socket listening on 127.0.0.1 at a free port, and that port: an address another program holds.
    /// The caller closes it.
    static func listening() throws -> (descriptor: Int32, port: Int) {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ProbeError("socket: \(errno)") }
        guard call(Glibc.bind, descriptor, address("127.0.0.1", port: 0)) == 0, Glibc.listen(descriptor, 1) == 0 else {
            let error = errno
            Glibc.close(descriptor)
            throw ProbeError("bind or listen: errno \(error)")
        }
        var bound = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &bound) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        return (descriptor, Int(UInt16(bigEndian: bound.sin_port)))
    }

    private static func address(_ text: String, port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr(text)
        return address
    }

    private static func call(
        _ function: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32, _ descriptor: Int32, _ address: sockaddr_in
    ) -> Int32 {
        var address = address
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                function(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
    }
}
