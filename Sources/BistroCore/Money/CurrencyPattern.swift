/// How one locale writes amounts of one currency, learnt from Foundation's own output so integers can be
/// formatted directly: the text before and after the digits (for positive and for negative amounts), the
/// grouping and decimal separators, the group sizes, and the minimum number of integer digits before
/// grouping starts ("1234,56 €" but "12.345,67 €" in es_ES).
///
/// `derive` formats probe amounts with the reference formatter, reads the pattern off them, and then checks
/// the pattern against the reference on a fixed set of amounts (every digit count from 1 to 15, both signs,
/// zero). It returns nil when anything does not match — non-ASCII digits, unusual grouping, a sign inside the
/// number — and the caller keeps using the reference formatter. A derived pattern formats those amounts
/// exactly as the reference does.
struct CurrencyPattern: Sendable {
    private let positivePrefix: [UInt8]
    private let positiveSuffix: [UInt8]
    private let negativePrefix: [UInt8]
    private let negativeSuffix: [UInt8]
    private let groupingSeparator: [UInt8]
    private let decimalSeparator: [UInt8]
    /// The size of the group next to the decimal separator (3), and of every group before it (3; 2 in en_IN).
    private let primaryGroup: Int
    private let secondaryGroup: Int
    /// Grouping happens only with at least `primaryGroup + minimumGrouping` integer digits.
    private let minimumGrouping: Int
    private let fractionDigits: Int

    /// Learns the pattern from `reference` (which formats an amount in minor units), or nil when the learnt
    /// pattern does not reproduce `reference` exactly on the check amounts.
    static func derive(fractionDigits: Int, reference: (Int) -> String) -> CurrencyPattern? {
        guard (0...3).contains(fractionDigits) else { return nil }
        var scale = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        // 1234567 and 1234 major units, with fraction digits 8, 9, 1, … so every digit is distinct in place.
        let fraction = Array([8, 9, 1].prefix(fractionDigits)).reduce(0) { $0 * 10 + $1 }
        guard
            let long = Shape(
                reference(1_234_567 * scale + fraction), integer: "1234567", fractionDigits: fractionDigits),
            let negative = Shape(
                reference(-(1_234_567 * scale + fraction)), integer: "1234567", fractionDigits: fractionDigits),
            let short = Shape(reference(1234 * scale + fraction), integer: "1234", fractionDigits: fractionDigits),
            negative.groups == long.groups, negative.groupingSeparator == long.groupingSeparator,
            negative.decimalSeparator == long.decimalSeparator, short.prefix == long.prefix,
            short.suffix == long.suffix,
            long.groups.count >= 2, let grouping = long.groupingSeparator
        else { return nil }
        let primary = long.groups[long.groups.count - 1]
        let secondary = long.groups[long.groups.count - 2]
        let pattern = CurrencyPattern(
            positivePrefix: long.prefix, positiveSuffix: long.suffix, negativePrefix: negative.prefix,
            negativeSuffix: negative.suffix,
            groupingSeparator: grouping, decimalSeparator: long.decimalSeparator ?? [], primaryGroup: primary,
            secondaryGroup: secondary, minimumGrouping: short.groups.count > 1 ? 1 : 2, fractionDigits: fractionDigits)
        for amount in checkAmounts(scale: scale) where pattern.format(amount) != reference(amount) {
            return nil
        }
        return pattern
    }

    /// Zero, then for every integer digit count from 1 to 15 an amount of mixed digits and one of all nines
    /// with and without a fraction, and each of them negative too.
    static func checkAmounts(scale: Int) -> [Int] {
        var amounts = [0, 1, -1, scale - 1, -(scale - 1)]
        var mixed = 0, nines = 0
        for digit in 1...15 {
            mixed = mixed * 10 + (digit % 10)
            nines = nines * 10 + 9
            for amount in [mixed * scale, mixed * scale + scale / 2 + 7 % scale, nines * scale + scale - 1] {
                amounts += [amount, -amount]
            }
        }
        return amounts
    }

    /// `minorUnits` as the reference formatter writes it.
    func format(_ minorUnits: Int) -> String {
        let magnitude = minorUnits.magnitude
        var scale: UInt = 1
        for _ in 0..<fractionDigits { scale *= 10 }
        var integer = magnitude / scale
        var fraction = magnitude % scale
        var integerDigits: [UInt8] = []
        repeat {
            integerDigits.append(UInt8(ascii: "0") + UInt8(integer % 10))
            integer /= 10
        } while integer > 0
        let grouped = integerDigits.count >= primaryGroup + minimumGrouping
        var bytes: [UInt8] = []
        bytes.reserveCapacity(integerDigits.count * 2 + fractionDigits + 16)
        bytes += minorUnits < 0 ? negativePrefix : positivePrefix
        for position in stride(from: integerDigits.count - 1, through: 0, by: -1) {
            bytes.append(integerDigits[position])
            if grouped, position > 0,
                position == primaryGroup || (position > primaryGroup && (position - primaryGroup) % secondaryGroup == 0)
            {
                bytes += groupingSeparator
            }
        }
        if fractionDigits > 0 {
            bytes += decimalSeparator
            var fractionBytes = [UInt8](repeating: UInt8(ascii: "0"), count: fractionDigits)
            for index in stride(from: fractionDigits - 1, through: 0, by: -1) {
                fractionBytes[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            bytes += fractionBytes
        }
        bytes += minorUnits < 0 ? negativeSuffix : positiveSuffix
        return String(decoding: bytes, as: UTF8.self)
    }

    /// One formatted probe taken apart: text before the first ASCII digit and after the last, the sizes of
    /// the integer digit groups, and the separators between them (nil when there is none).
    private struct Shape {
        var prefix: [UInt8]
        var suffix: [UInt8]
        var groups: [Int]
        var groupingSeparator: [UInt8]?
        var decimalSeparator: [UInt8]?

        /// Nil unless the digits are exactly `integer` followed by the fraction digits, with one kind of
        /// separator between integer groups.
        init?(_ text: String, integer: String, fractionDigits: Int) {
            let bytes = Array(text.utf8)
            func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            guard let first = bytes.firstIndex(where: isDigit), let last = bytes.lastIndex(where: isDigit) else {
                return nil
            }
            prefix = Array(bytes[..<first])
            suffix = Array(bytes[(last + 1)...])
            // Runs of digits and the separators between them.
            var runs: [[UInt8]] = [[]]
            var separators: [[UInt8]] = []
            var index = first
            while index <= last {
                if isDigit(bytes[index]) {
                    runs[runs.count - 1].append(bytes[index])
                    index += 1
                } else {
                    var separator: [UInt8] = []
                    while !isDigit(bytes[index]) {
                        separator.append(bytes[index])
                        index += 1
                    }
                    separators.append(separator)
                    runs.append([])
                }
            }
            if fractionDigits > 0 {
                guard runs.count >= 2, runs[runs.count - 1].count == fractionDigits else { return nil }
                runs.removeLast()
                decimalSeparator = separators.removeLast()
            }
            guard runs.joined().elementsEqual(integer.utf8), separators.allSatisfy({ $0 == separators.first }),
                decimalSeparator.map({ sep in !separators.contains(sep) }) ?? true
            else { return nil }
            groups = runs.map(\.count)
            groupingSeparator = separators.first
        }
    }
}
