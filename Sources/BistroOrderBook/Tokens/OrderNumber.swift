import Foundation

/// Order numbers people can read over the phone: the restaurant's initials, the day in the restaurant's
/// time zone and that day's sequence number, "RC-20261122-0007".
package enum OrderNumber {
    /// The upper-case initials of the restaurant's name, accents dropped, at most four letters
    /// ("Royal Café" → "RC"); "ORD" when the name has no letters.
    package static func prefix(forRestaurantNamed name: String) -> String {
        let initials = name.split(whereSeparator: { $0 == " " || $0 == "-" || $0 == "'" }).compactMap {
            word -> Character? in
            let folded = String(word.prefix(1)).folding(
                options: [.diacriticInsensitive, .caseInsensitive], locale: nil)
            return folded.uppercased().first(where: { $0.isASCII && $0.isLetter })
        }
        return initials.isEmpty ? "ORD" : String(initials.prefix(4))
    }

    /// "RC-20261122-0007"; the sequence grows past four digits if it must.
    package static func make(prefix: String, compactDay: String, sequence: Int) -> String {
        let digits = String(sequence)
        return "\(prefix)-\(compactDay)-\(String(repeating: "0", count: max(0, 4 - digits.count)))\(digits)"
    }
}
