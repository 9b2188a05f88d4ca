/// Whether an order's `orderId` is a secret of the device that placed it: at least 32 hex digits, with or
/// without dashes, as the order page makes them (`crypto.randomUUID()`, or 32 random hex digits).
///
/// A retry of an accepted order is answered "duplicate" to whoever sends the same address, `orderId` and
/// order, and the address and the dishes are easy to know. Only such an `orderId` shows that the request
/// comes from the order's own device, so only then does the answer name the order's receipt; a short or
/// chosen one ("first-order") would hand another customer's receipt token to anyone who guessed it.
enum UnguessableOrderID {
    static let minimumHexDigits = 32

    static func check(_ orderID: String?) -> Bool {
        guard let orderID, orderID.utf8.count <= 128 else { return false }
        let digits = orderID.utf8.filter { $0 != UInt8(ascii: "-") }
        return digits.count >= minimumHexDigits && digits.allSatisfy(isHexDigit)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}
