/// Makes coupon codes people can read aloud and type: 12 characters from an alphabet without look-alikes
/// (no 0/O, 1/I/L, 5/S, 2/Z, 8/B), in groups of four: "K7QM-X4RT-9PDH". 25 characters give
/// 25^12 ≈ 6 × 10^16 codes (55 bits), drawn from the injected random source.
public struct CouponCodeGenerator {
    public static let alphabet = Array("ACDEFGHJKMNPQRTUVWXY34679")
    public static let groups = 3
    public static let groupLength = 4

    public init() {}

    /// A fresh code that `isTaken` rejects for none; tries again on a collision.
    public func make<R: RandomNumberGenerator>(using random: inout R, isTaken: (String) -> Bool = { _ in false }) -> String {
        while true {
            let code = (0..<Self.groups).map { _ in
                String((0..<Self.groupLength).map { _ in Self.alphabet.randomElement(using: &random)! })
            }.joined(separator: "-")
            if !isTaken(Coupon.normalize(code)) { return code }
        }
    }
}
