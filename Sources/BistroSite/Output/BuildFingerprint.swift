import BistroTemplates
import Foundation

/// A digest of everything a build reads: every file of the content and templates folders (paths and
/// bytes), the built-in templates, Bistro's output format version and the running executable's size and
/// modification time (a new `bistro` may render differently). When it equals the fingerprint the
/// previous successful build recorded, and that build's files are all still there as written, the output
/// cannot differ and `bistro build` skips loading and rendering. Anything else that feeds pages is passed
/// as `inputs` (with `--db`: the order book's digest, which covers the recent-orders window, and the
/// low-stock threshold).
package struct BuildFingerprint: Hashable, Sendable {
    /// Bump when the renderer's output changes for the same input.
    static let formatVersion = "bistro-site-1"

    package let hex: String

    package static func compute(folders: [URL], inputs: [String] = []) -> BuildFingerprint {
        var hash = FNV1a()
        hash.add(formatVersion)
        for input in inputs { hash.add("\u{0}input:" + input) }
        if let executable = Bundle.main.executablePath, let stamp = FileStamp.read(executable) {
            hash.add("\u{0}executable:\(stamp.size):\(stamp.modified)")
        }
        for file in DefaultTemplates.files {
            hash.add(file.path)
            hash.add(file.bytes)
        }
        for folder in folders {
            hash.add("\u{0}folder:" + folder.standardizedFileURL.path)
            for relative in TemplateSet.listAllFiles(folder) {
                hash.add("\u{0}file:" + relative)
                if let data = FileManager.default.contents(atPath: folder.appendingPathComponent(relative).path) {
                    data.withUnsafeBytes { hash.add(UnsafeRawBufferPointer($0)) }
                } else {
                    hash.add("\u{0}unreadable")
                }
            }
        }
        return BuildFingerprint(hex: hash.hex)
    }
}

/// 64-bit FNV-1a, processed 8 bytes at a time in two lanes: not cryptographic, but a change in any input
/// byte changes it, which is all a build cache needs.
struct FNV1a {
    private var lane0: UInt64 = 0xcbf2_9ce4_8422_2325
    private var lane1: UInt64 = 0x8422_2325_cbf2_9ce4
    private static let prime: UInt64 = 0x100_0000_01b3

    mutating func add(_ text: String) {
        var text = text
        text.withUTF8 { add(UnsafeRawBufferPointer($0)) }
        add(UInt64(text.utf8.count))
    }

    mutating func add(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { add($0) }
    }

    mutating func add(_ bytes: UnsafeRawBufferPointer) {
        var index = 0
        while index + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            lane0 = (lane0 ^ word) &* FNV1a.prime
            lane1 = (lane1 ^ (word >> 32 | word << 32)) &* FNV1a.prime
            index += 8
        }
        while index < bytes.count {
            lane0 = (lane0 ^ UInt64(bytes[index])) &* FNV1a.prime
            index += 1
        }
        add(UInt64(bytes.count))
    }

    private mutating func add(_ value: UInt64) {
        lane0 = (lane0 ^ value) &* FNV1a.prime
        lane1 = (lane1 ^ lane0) &* FNV1a.prime
    }

    var hex: String {
        func pad(_ v: UInt64) -> String {
            let s = String(v, radix: 16)
            return String(repeating: "0", count: 16 - s.count) + s
        }
        return pad(lane0) + pad(lane1)
    }
}
