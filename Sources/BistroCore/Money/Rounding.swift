/// `a × b ÷ denominator`, rounded to the nearest integer, halves away from zero: the one rounding rule of
/// Bistro's pricing (1.5 → 2, 2.5 → 3, -1.5 → -2). The product is computed in 128 bits, so large amounts
/// times rates do not overflow.
public func roundedMultiplyDivide(_ a: Int, _ b: Int, _ denominator: Int) -> Int {
    precondition(denominator > 0, "denominator must be positive")
    let negative = (a < 0) != (b < 0)
    let product = a.magnitude.multipliedFullWidth(by: b.magnitude)
    let d = UInt(denominator)
    let (quotient, remainder) = d.dividingFullWidth(product)
    let rounded = remainder >= d - remainder ? quotient + 1 : quotient
    return negative ? -Int(rounded) : Int(rounded)
}

/// `numerator ÷ denominator` rounded to the nearest integer, halves away from zero.
public func roundedDivision(_ numerator: Int, _ denominator: Int) -> Int {
    roundedMultiplyDivide(numerator, 1, denominator)
}
