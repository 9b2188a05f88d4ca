import Foundation

/// An owner-defined coupon code from `coupons.json` (scratch-card codes are issued later and stored in the
/// order database, but use the same type).
package struct Coupon: Hashable, Sendable {
    package enum Discount: Hashable, Sendable {
        /// A whole percentage off the eligible subtotal, 1...100.
        case percentOff(Int)
        /// A fixed amount off, never more than the eligible subtotal.
        case amountOff(Money)
    }

    /// The code as the owner wrote it; matching is case-insensitive after trimming (see `normalizedCode`).
    package var code: String
    package var discount: Discount
    /// First valid calendar day (restaurant time zone), inclusive; "2026-01-01".
    package var validFrom: CalendarDay?
    /// Last valid calendar day, inclusive.
    package var validUntil: CalendarDay?
    package var minimumSubtotal: Money?
    package var maxRedemptions: Int?
    package var oncePerCustomer: Bool
    /// SKUs or category ids ("kits" for all meal kits); empty means every line.
    package var appliesTo: [String]
    package var isPublic: Bool
    package var description: String

    package init(
        code: String, discount: Discount, validFrom: CalendarDay? = nil, validUntil: CalendarDay? = nil,
        minimumSubtotal: Money? = nil, maxRedemptions: Int? = nil, oncePerCustomer: Bool = false,
        appliesTo: [String] = [], isPublic: Bool = false, description: String = ""
    ) {
        self.code = code
        self.discount = discount
        self.validFrom = validFrom
        self.validUntil = validUntil
        self.minimumSubtotal = minimumSubtotal
        self.maxRedemptions = maxRedemptions
        self.oncePerCustomer = oncePerCustomer
        self.appliesTo = appliesTo
        self.isPublic = isPublic
        self.description = description
    }

    /// The form codes are compared in: trimmed and upper-cased.
    package static func normalize(_ code: String) -> String {
        // Nothing to trim when both ends are visible ASCII (the usual case; Foundation's trimming is slow).
        if let first = code.utf8.first, let last = code.utf8.last, (0x21...0x7E).contains(first),
            (0x21...0x7E).contains(last)
        {
            return code.uppercased()
        }
        return code.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
    }

    package var normalizedCode: String { Coupon.normalize(code) }

    /// Whether the coupon covers a product, by SKU or category id.
    package func applies(to product: Catalog.Product) -> Bool {
        appliesTo.isEmpty || appliesTo.contains(product.sku) || appliesTo.contains(product.categoryID)
    }
}
