/// `a × b ÷ denominator`, rounded to the nearest integer, halves away from zero: the one rounding rule of
/// Bistro's pricing (1.5 → 2, 2.5 → 3, -1.5 → -2). The product is computed in 128 bits, so large amounts
/// times rates do not overflow; nil only when the rounded result itself does not fit in an `Int`.
func roundedMultiplyDivide(_ a: Int, _ b: Int, _ denominator: Int) -> Int? {
    precondition(denominator > 0, "denominator must be positive")
    let negative = (a < 0) != (b < 0)
    let product = a.magnitude.multipliedFullWidth(by: b.magnitude)
    let d = UInt(denominator)
    // The quotient fits in 64 bits only when the product's high half is below the divisor.
    guard product.high < d else { return nil }
    let (quotient, remainder) = d.dividingFullWidth(product)
    let (rounded, overflow) = remainder >= d - remainder ? quotient.addingReportingOverflow(1) : (quotient, false)
    guard !overflow else { return nil }
    if negative {
        return rounded <= Int.min.magnitude ? Int(truncatingIfNeeded: 0 &- rounded) : nil
    }
    return rounded <= UInt(Int.max) ? Int(rounded) : nil
}

/// `numerator ÷ denominator` rounded to the nearest integer, halves away from zero (it always fits: nil
/// never comes back for a positive denominator).
package func roundedDivision(_ numerator: Int, _ denominator: Int) -> Int? {
    roundedMultiplyDivide(numerator, 1, denominator)
}
