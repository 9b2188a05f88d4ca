/// SHA-256 (FIPS 180-4), for idempotency keys of order files without an `orderId`. The chosen stack has no
/// crypto package, and SQLite's own sha3 extension is not built into the system library, so this is the
/// small standard algorithm, checked against the FIPS test vectors in `SHA256Tests`. It is used to recognise
/// a file seen before, not to protect secrets.
public enum SHA256 {
    private static let k: [UInt32] = [
        0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
        0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
        0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
        0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
        0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
        0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
        0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
        0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
    ]

    /// The 32-byte digest.
    public static func digest(_ message: [UInt8]) -> [UInt8] {
        var state = State()
        message.withUnsafeBufferPointer { state.hash(UnsafeRawBufferPointer($0)) }
        var out = [UInt8]()
        out.reserveCapacity(32)
        let h = state.words
        for word in [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7] {
            out.append(UInt8(truncatingIfNeeded: word >> 24))
            out.append(UInt8(truncatingIfNeeded: word >> 16))
            out.append(UInt8(truncatingIfNeeded: word >> 8))
            out.append(UInt8(truncatingIfNeeded: word))
        }
        return out
    }

    /// The eight working words, compressed block by block straight from the message's memory: only the
    /// padded tail (one or two blocks) is copied, into a stack buffer, and the message schedule lives on
    /// the stack too, so hashing a file allocates nothing.
    private struct State {
        var words: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) =
            (0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19)

        mutating func hash(_ message: UnsafeRawBufferPointer) {
            let fullBlocks = message.count / 64
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
                k.withUnsafeBufferPointer { k in
                    for block in 0..<fullBlocks {
                        compress(message.baseAddress! + block * 64, w, k)
                    }
                    // The tail, 0x80, zeros and the length in bits: one block, or two when the tail is
                    // 56 bytes or more.
                    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { tail in
                        let rest = message.count - fullBlocks * 64
                        let blocks = rest >= 56 ? 2 : 1
                        let base = UnsafeMutableRawPointer(tail.baseAddress!)
                        base.initializeMemory(as: UInt8.self, repeating: 0, count: 128)
                        if rest > 0 { base.copyMemory(from: message.baseAddress! + fullBlocks * 64, byteCount: rest) }
                        base.storeBytes(of: 0x80, toByteOffset: rest, as: UInt8.self)
                        let bitLength = UInt64(message.count) &* 8
                        base.storeBytes(of: bitLength.bigEndian, toByteOffset: blocks * 64 - 8, as: UInt64.self)
                        for block in 0..<blocks { compress(UnsafeRawPointer(base) + block * 64, w, k) }
                    }
                }
            }
        }

        @inline(__always)
        private mutating func compress(_ block: UnsafeRawPointer, _ w: UnsafeMutableBufferPointer<UInt32>, _ k: UnsafeBufferPointer<UInt32>) {
            for i in 0..<16 { w[i] = UInt32(bigEndian: block.loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)) }
            for i in 16..<64 {
                let s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3)
                let s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10)
                w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = words
            for i in 0..<64 {
                let s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)
                let choice = (e & f) ^ (~e & g)
                let t1 = h &+ s1 &+ choice &+ k[i] &+ w[i]
                let s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)
                let majority = (a & b) ^ (a & c) ^ (b & c)
                let t2 = s0 &+ majority
                (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
            }
            words = (words.0 &+ a, words.1 &+ b, words.2 &+ c, words.3 &+ d, words.4 &+ e, words.5 &+ f, words.6 &+ g, words.7 &+ h)
        }
    }

    /// The digest as 64 lower-case hex digits.
    public static func hex(_ message: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        let digest = digest(message)
        for byte in digest {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    @inline(__always) private static func rotr(_ x: UInt32, _ n: UInt32) -> UInt32 { (x >> n) | (x << (32 - n)) }
}
