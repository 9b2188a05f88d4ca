/// Reading plain decimal strings ("0.13", "12.50", "-3") exactly, as scaled integers.
enum DecimalText {
    /// `text` × 10^scale as an integer, or nil when the text is not a plain decimal, has more than `scale`
    /// fractional digits, or more than `maxIntegerDigits` integer digits.
    static func scaledInteger(_ text: String, scale: Int, maxIntegerDigits: Int = 13) -> Int? {
        var bytes = Substring(text).utf8[...]
        var negative = false
        if bytes.first == UInt8(ascii: "-") {
            negative = true
            bytes = bytes.dropFirst()
        }
        let dot = bytes.firstIndex(of: UInt8(ascii: "."))
        let integerPart = dot.map { bytes[..<$0] } ?? bytes
        let fractionPart = dot.map { bytes[bytes.index(after: $0)...] } ?? bytes[bytes.endIndex...]
        guard !integerPart.isEmpty, integerPart.count <= maxIntegerDigits,
            dot == nil || !fractionPart.isEmpty, fractionPart.count <= scale,
            integerPart.allSatisfy(isDigit), fractionPart.allSatisfy(isDigit)
        else { return nil }
        // Checked: a caller's digit limits too wide for an Int give nil, not an overflow.
        var value = 0
        func shift(_ digit: Int) -> Bool {
            let (times10, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times10.addingReportingOverflow(digit)
            value = sum
            return !overflow && !carry
        }
        for byte in integerPart where !shift(Int(byte - UInt8(ascii: "0"))) { return nil }
        for byte in fractionPart where !shift(Int(byte - UInt8(ascii: "0"))) { return nil }
        for _ in fractionPart.count..<scale where !shift(0) { return nil }
        return negative ? -value : value
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
