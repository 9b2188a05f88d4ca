/// A deterministic generator (SplitMix64) for tests and replays only: the same seed gives the same
/// draws and codes. Production draws use `SystemRandomNumberGenerator` (the kernel's getrandom on
/// Linux, a cryptographic source); nothing seeded is ever used unless a seed is explicitly given.
package struct SeededRandomNumberGenerator: RandomNumberGenerator, Sendable {
    package private(set) var state: UInt64

    package init(seed: UInt64) { state = seed }

    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
