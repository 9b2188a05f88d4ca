import BistroTemplates
import Mustache

/// A public coupon as the home page lists it. Which coupons are still valid depends on the day, so the
/// site shows the validity dates instead of filtering (builds stay deterministic): `validFrom` and
/// `validUntil` as the restaurant's locale writes a date ("November 1, 2026"), `validFromISO` and
/// `validUntilISO` ("2026-11-01") for `<time datetime>`.
package struct CouponView: Hashable, Sendable, MustacheParent {
    package var code: String
    /// "10% off", "$3.00 off".
    package var discount: String
    package var description: String
    /// "$10.00", or nil when there is no minimum.
    package var minimumSubtotal: String?
    /// "November 1, 2026" (en_CA).
    package var validFrom: String?
    package var validUntil: String?
    /// "2026-11-01".
    package var validFromISO: String?
    package var validUntilISO: String?
    package var oncePerCustomer: Bool

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        [
            "code", "discount", "description", "minimumSubtotal", "validFrom", "validUntil", "validFromISO",
            "validUntilISO", "oncePerCustomer",
        ])

    package func child(named key: String) -> Any? {
        switch key {
        case "code": code
        case "discount": discount
        case "description": description.isEmpty ? nil : description
        case "minimumSubtotal": minimumSubtotal
        case "validFrom": validFrom
        case "validUntil": validUntil
        case "validFromISO": validFromISO
        case "validUntilISO": validUntilISO
        case "oncePerCustomer": oncePerCustomer
        default: nil
        }
    }
}
