/// Makes coupon codes people can read aloud and type: 12 characters from an alphabet without look-alikes
/// (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), in groups of four: "K7QM-X4RT-9PDH". 25 characters give
/// 25^12 ≈ 6 × 10^16 codes (55 bits), drawn from the injected random source.
package struct CouponCodeGenerator {
    static let alphabet = Array("ACDEFGHJKMNPQRTUVWXY34679")
    package static let groups = 3
    static let groupLength = 4

    package init() {}

    /// A fresh code that `isTaken` rejects for none; tries again on a collision.
    package func make<R: RandomNumberGenerator>(using random: inout R, isTaken: (String) -> Bool = { _ in false })
        -> String
    {
        while true {
            let code = (0..<Self.groups).map { _ in
                String((0..<Self.groupLength).map { _ in Self.alphabet.randomElement(using: &random)! })
            }.joined(separator: "-")
            if !isTaken(Coupon.normalize(code)) { return code }
        }
    }
}
