import Testing

@testable import BistroCore

@Suite struct ScratchCardTests {
    /// 100,000 draws through the seeded generator `bistro scratch --test-seed` uses: each share within
    /// 4.5 standard deviations of its probability (fails by chance
    /// about once in 150,000 seeds; the seed is fixed, so never by chance here).
    @Test func oddsMatchTheAdvertisedChances() {
        var random = SeededRandomNumberGenerator(seed: 20_261_122)
        var counts: [ScratchCard.Prize: Int] = [:]
        let draws = 100_000
        for _ in 0..<draws { counts[ScratchCard.draw(using: &random), default: 0] += 1 }
        for (prize, p) in [(ScratchCard.Prize.fiftyPercentOff, 0.05), (.tenPercentOff, 0.30), (.nothing, 0.65)] {
            let expected = Double(draws) * p
            let sigma = (Double(draws) * p * (1 - p)).squareRoot()
            let observed = Double(counts[prize, default: 0])
            #expect(abs(observed - expected) < 4.5 * sigma, "\(prize): \(observed) vs \(expected)")
        }
    }

    @Test func codesAreUnambiguousAndUnique() {
        var random = SeededRandomNumberGenerator(seed: 7)
        let generator = CouponCodeGenerator()
        var seen = Set<String>()
        for _ in 0..<20_000 {
            let code = generator.make(using: &random) { seen.contains($0) }
            #expect(code.count == 14)
            #expect(code.allSatisfy { $0 == "-" || CouponCodeGenerator.alphabet.contains($0) })
            #expect(!code.contains { "0O1IL5S2Z8B".contains($0) })
            seen.insert(code)
        }
        #expect(seen.count == 20_000)
    }

    @Test func neverReturnsATakenCode() {
        var first = SeededRandomNumberGenerator(seed: 99)
        let taken = CouponCodeGenerator().make(using: &first)
        var second = SeededRandomNumberGenerator(seed: 99)
        let code = CouponCodeGenerator().make(using: &second) { $0 == taken }
        #expect(code != taken)
    }
}
