/// UTF-8 validation over raw bytes, with a fast path for ASCII (most order files).
enum UTF8Check {
    static func isValid(_ bytes: [UInt8]) -> Bool {
        if bytes.allSatisfy({ $0 < 0x80 }) { return true }
        return String(validating: bytes, as: UTF8.self) != nil
    }
}
