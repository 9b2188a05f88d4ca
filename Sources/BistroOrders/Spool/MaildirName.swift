import Foundation
import Synchronization

/// Unique file names in the Maildir style: `SECONDS.MMICROSPPIDQCOUNTERRRANDOM.HOST.json`. Sorting them
/// sorts by delivery time, which the processor uses to handle orders first come, first served.
enum MaildirName {
    private static let counter = Mutex(0)

    package static func make(now: Date = Date()) -> String {
        let microseconds = Int((now.timeIntervalSince1970 * 1_000_000).rounded(.down))
        let count = counter.withLock { counter in
            counter += 1
            return counter
        }
        var generator = SystemRandomNumberGenerator()
        let random = String(generator.next() as UInt32, radix: 16)
        // Microseconds in six digits: "M5000" after "M999000" would sort a later file first.
        let micros = String(microseconds % 1_000_000)
        return
            "\(microseconds / 1_000_000).M\(String(repeating: "0", count: 6 - micros.count) + micros)P"
            + "\(getpid())Q\(count)R\(random).\(host).json"
    }

    /// The host name with anything but letters, digits, '-' and '_' replaced, as Maildir asks.
    static let host: String = {
        var buffer = [UInt8](repeating: 0, count: 256)
        buffer.withUnsafeMutableBufferPointer {
            _ = gethostname(UnsafeMutableRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), 255)
        }
        let name = String(decoding: buffer.prefix(while: { $0 != 0 }), as: UTF8.self)
        let cleaned = String(
            name.map { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") ? $0 : "_" })
        return cleaned.isEmpty ? "localhost" : cleaned
    }()
}
