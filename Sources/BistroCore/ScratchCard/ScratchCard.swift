/// The daily scratch-card draw: a 5% chance of 50% off, a 30% chance of 10% off, otherwise nothing.
/// The random source is injected: the real one is the system's cryptographic generator, tests pass a
/// seeded one.
package enum ScratchCard {
    package enum Prize: String, Hashable, Sendable, CaseIterable, Codable {
        case fiftyPercentOff = "50-percent-off"
        case tenPercentOff = "10-percent-off"
        case nothing

        /// The discount the prize's coupon gives, in whole percent; nil for no prize.
        package var percentOff: Int? {
            switch self {
            case .fiftyPercentOff: 50
            case .tenPercentOff: 10
            case .nothing: nil
            }
        }
    }

    /// Odds in thousandths, so each prize's probability is exact.
    package static let odds: [(prize: Prize, perThousand: Int)] = [(.fiftyPercentOff, 50), (.tenPercentOff, 300)]

    package static func draw<R: RandomNumberGenerator>(using random: inout R) -> Prize {
        var roll = Int.random(in: 0..<1000, using: &random)
        for (prize, perThousand) in odds {
            if roll < perThousand { return prize }
            roll -= perThousand
        }
        return .nothing
    }
}
