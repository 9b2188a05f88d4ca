/// An ISO 4217 currency: its code and how many digits its minor unit has (2 for CAD, 0 for JPY).
package struct Currency: Hashable, Sendable, Codable, CustomStringConvertible {
    package var code: String
    package var minorUnitDigits: Int

    package init(code: String, minorUnitDigits: Int) {
        self.code = code
        self.minorUnitDigits = minorUnitDigits
    }

    /// The currency for an ISO 4217 code, or nil when the code is not three letters.
    /// Minor-unit digits follow ISO 4217; codes not in the short exception list have two.
    package init?(code: String) {
        let upper = code.uppercased()
        guard upper.count == 3, upper.allSatisfy({ $0.isASCII && $0.isLetter }) else { return nil }
        self.code = upper
        self.minorUnitDigits = Currency.exceptions[upper] ?? 2
    }

    private static let exceptions: [String: Int] = [
        "BIF": 0, "CLP": 0, "DJF": 0, "GNF": 0, "ISK": 0, "JPY": 0, "KMF": 0, "KRW": 0, "PYG": 0,
        "RWF": 0, "UGX": 0, "UYI": 0, "VND": 0, "VUV": 0, "XAF": 0, "XOF": 0, "XPF": 0,
        "BHD": 3, "IQD": 3, "JOD": 3, "KWD": 3, "LYD": 3, "OMR": 3, "TND": 3,
    ]

    /// 10^minorUnitDigits: how many minor units make one major unit.
    var minorUnitsPerMajor: Int {
        var result = 1
        for _ in 0..<minorUnitDigits { result *= 10 }
        return result
    }

    package var description: String { code }
}
