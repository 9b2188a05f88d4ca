import Foundation

/// Unguessable tokens for receipt and history links: 128 bits from the kernel's cryptographic source, as
/// 32 lower-case hex digits. Bytes are read from `/dev/urandom` 4 KiB at a time (one system call per 256
/// tokens instead of two per token); without it, `SystemRandomNumberGenerator` (getrandom) is used.
public enum RandomToken {
    private static let source = RandomBytes()

    public static func make() -> String {
        let bytes = source.take(16)
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(32)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}

/// A buffered reader of `/dev/urandom`, safe to share between threads.
final class RandomBytes: @unchecked Sendable {
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    private var position = 0
    private let descriptor = open("/dev/urandom", O_RDONLY | O_CLOEXEC)

    func take(_ count: Int) -> [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        if position + count > buffer.count { refill() }
        let bytes = Array(buffer[position..<position + count])
        // Used bytes are overwritten so they never linger in memory.
        for index in position..<position + count { buffer[index] = 0 }
        position += count
        return bytes
    }

    private func refill() {
        var fresh = [UInt8](repeating: 0, count: 4096)
        var filled = 0
        if descriptor >= 0 {
            while filled < fresh.count {
                let count = fresh.withUnsafeMutableBytes { read(descriptor, $0.baseAddress! + filled, $0.count - filled) }
                if count <= 0 { if count < 0 && errno == EINTR { continue }; break }
                filled += count
            }
        }
        if filled < fresh.count {
            var generator = SystemRandomNumberGenerator()
            for index in 0..<fresh.count { fresh[index] = generator.next() }
        }
        buffer = fresh
        position = 0
    }
}
