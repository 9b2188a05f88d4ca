import Mustache

/// A public coupon as the home page lists it. Which coupons are still valid depends on the day, so the
/// site shows the validity dates instead of filtering (builds stay deterministic).
public struct CouponView: Hashable, Sendable, MustacheParent {
    public var code: String
    /// "10% off", "$3.00 off".
    public var discount: String
    public var description: String
    /// "$10.00", or nil when there is no minimum.
    public var minimumSubtotal: String?
    public var validFrom: String?
    public var validUntil: String?
    public var oncePerCustomer: Bool

    public func child(named key: String) -> Any? {
        switch key {
        case "code": code
        case "discount": discount
        case "description": description.isEmpty ? nil : description
        case "minimumSubtotal": minimumSubtotal
        case "validFrom": validFrom
        case "validUntil": validUntil
        case "oncePerCustomer": oncePerCustomer
        default: nil
        }
    }
}
