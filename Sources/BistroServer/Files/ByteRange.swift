import Foundation

/// What a `Range` header asks of a file of `size` bytes, read as RFC 9110 §14 says: one range of bytes,
/// `first-last`, `first-` or `-suffix` (the last `suffix` bytes).
enum ByteRange: Equatable {
    /// The whole file (200): a header that is not one valid byte range (several ranges, another unit, bad
    /// syntax, `last` before `first`) is ignored, as the RFC allows; so is any range of an empty file.
    case whole
    /// These bytes (206), within the file.
    case part(ClosedRange<Int>)
    /// No byte of the file (416): `first` at or past the end, or a suffix of 0 bytes.
    case unsatisfiable

    init(header: String, size: Int) {
        let text = header.trimmingCharacters(in: .whitespaces)
        guard size > 0, text.count <= 64, text.lowercased().hasPrefix("bytes=") else { self = .whole; return }
        let spec = text.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        let sides = spec.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
        guard sides.count == 2, sides.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }),
            !(sides[0].isEmpty && sides[1].isEmpty)
        else {
            self = .whole
            return
        }
        let first = Self.number(sides[0]), last = Self.number(sides[1])
        switch (first, last) {
        case (nil, let suffix?):
            self = suffix == 0 ? .unsatisfiable : .part(max(0, size - suffix)...(size - 1))
        case (let first?, nil):
            self = first >= size ? .unsatisfiable : .part(first...(size - 1))
        case (let first?, let last?):
            if first > last {
                self = .whole
            } else {
                self = first >= size ? .unsatisfiable : .part(first...min(last, size - 1))
            }
        case (nil, nil):
            self = .whole
        }
    }

    /// Decimal digits as a number, `Int.max` when they are more than fits; nil when there are none.
    private static func number(_ digits: Substring) -> Int? {
        guard !digits.isEmpty else { return nil }
        return Int(digits) ?? Int.max
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
