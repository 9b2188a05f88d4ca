/// Unguessable tokens for receipt and history links: 128 bits as 32 lower-case hex digits, from the
/// kernel's cryptographic source (`SystemRandomNumberGenerator`, getrandom) unless a test injects another.
package enum RandomToken {
    package static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return make(using: &generator)
    }

    package static func make<Generator: RandomNumberGenerator>(using generator: inout Generator) -> String {
        [generator.next(), generator.next()].map { (word: UInt64) in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 16 - hex.count) + hex
        }.joined()
    }
}
