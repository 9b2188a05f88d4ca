/// Unguessable tokens for receipt and history links: 128 bits from the system's cryptographic source
/// (`getrandom`/`/dev/urandom` through `SystemRandomNumberGenerator`), as 32 lower-case hex digits.
public enum RandomToken {
    public static func make() -> String {
        var generator = SystemRandomNumberGenerator()
        return hex(generator.next()) + hex(generator.next())
    }

    private static func hex(_ value: UInt64) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }
}
