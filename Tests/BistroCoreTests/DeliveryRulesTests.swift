import Testing

@testable import BistroCore

private let cad = Currency(code: "CAD")!
private func money(_ cents: Int) -> Money { Money(minorUnits: cents, currency: cad) }

/// Issue 26: which zone a drop-off is in, and how the fee enters an order's figures.
@Suite struct DeliveryRulesTests {
    static let settings: DeliverySettings = {
        var settings = DeliverySettings(zones: [
            DeliveryZone(area: .ring(upToMeters: 3000), fee: money(399), minimum: money(1500)),
            DeliveryZone(area: .ring(upToMeters: 6000), fee: money(699), minimum: money(2500)),
            DeliveryZone(area: .postalCodes(["M5V", "M5H"]), fee: money(299), minimum: money(1000)),
            DeliveryZone(area: .postalCodes(["M5V2"]), fee: money(99), minimum: money(500)),
        ])
        settings.freeOver = money(6000)
        return settings
    }()

    @Test func aDistanceOnARingsEdgeIsInsideIt() {
        #expect(Self.settings.zone(postalCode: "L4C", distanceMeters: 3000)?.fee == money(399))
        #expect(Self.settings.zone(postalCode: "L4C", distanceMeters: 3001)?.fee == money(699))
        #expect(Self.settings.zone(postalCode: "L4C", distanceMeters: 6000)?.fee == money(699))
        #expect(Self.settings.zone(postalCode: "L4C", distanceMeters: 6001) == nil)
        #expect(Self.settings.zone(postalCode: "L4C", distanceMeters: nil) == nil)
    }

    @Test func aPostalCodeZoneWinsOverARingAndTheLongestPrefixWins() {
        #expect(Self.settings.zone(postalCode: "m5h 1j9", distanceMeters: 100)?.fee == money(299))
        #expect(Self.settings.zone(postalCode: "M5V 2T6", distanceMeters: 100)?.fee == money(99))
        #expect(Self.settings.zone(postalCode: "M5V-1Z4", distanceMeters: nil)?.fee == money(299))
    }

    @Test func theGreatCircleDistanceIsRoundedToWholeMetres() {
        let restaurant = GeoPoint(latitude: 43.6532, longitude: -79.3832)
        // 3,000 m due north, as the ring-edge fixture places it.
        let edge = GeoPoint(latitude: 43.680179610911736, longitude: -79.3832)
        #expect(DeliveryDistance.meters(from: restaurant, to: edge) == 3000)
        #expect(DeliveryDistance.meters(from: restaurant, to: GeoPoint(latitude: .nan, longitude: 0)) == nil)
        #expect(DeliveryDistance.meters(from: restaurant, to: GeoPoint(latitude: 91, longitude: 0)) == nil)
        #expect(DeliveryDistance.kilometresText(2450) == "2.5" && DeliveryDistance.kilometresText(3000) == "3")
    }

    private func price(_ cents: Int, coupon: Coupon? = nil, charge: DeliveryCharge, tip: Tip? = nil) throws
        -> PriceBreakdown
    {
        let product = Catalog.Product(
            sku: "A", name: "A", price: money(cents), kind: .item, categoryID: "mains", initialStock: nil,
            preparationMinutes: nil)
        return try PricingRules.price(
            lines: [PricedLine(product: product, quantity: 1)], coupon: coupon, taxRate: Rate.parse("0.13")!, tip: tip,
            currency: cad, delivery: charge)
    }

    @Test func theFeeComesAfterTheDiscountAndBeforeTax() throws {
        let charge = DeliveryCharge(zoneFee: money(399), freeOver: money(6000), taxesFee: true)
        let coupon = Coupon(code: "TEN", discount: .percentOff(10))
        let result = try price(2000, coupon: coupon, charge: charge, tip: .percent(15))
        #expect(result.discount == money(200) && result.taxable == money(1800) && result.deliveryFee == money(399))
        #expect(result.tax == money(286))  // (1800 + 399) × 0.13 = 285.87
        #expect(result.tip == money(270))  // 15% of the food after discount, not of the fee
        #expect(result.total == money(1800 + 399 + 286 + 270))
    }

    @Test func freeOverIsJudgedAfterTheDiscountAndAnUntaxedFeeIsLeftOutOfTax() throws {
        let taxed = DeliveryCharge(zoneFee: money(399), freeOver: money(6000), taxesFee: true)
        #expect(try price(6000, charge: taxed).deliveryFee == money(0))
        let coupon = Coupon(code: "FIVE", discount: .amountOff(money(500)))
        #expect(try price(6400, coupon: coupon, charge: taxed).deliveryFee == money(399))  // 5900 after discount
        let untaxed = DeliveryCharge(zoneFee: money(399), freeOver: nil, taxesFee: false)
        let result = try price(1000, charge: untaxed)
        #expect(result.tax == money(130) && result.total == money(1000 + 399 + 130))
    }

    @Test func aDriversShareRoundsHalfAwayFromZero() {
        #expect(DriverShare.feeShare(zoneFee: money(299), percent: 80) == money(239))  // 239.2
        #expect(DriverShare.feeShare(zoneFee: money(399), percent: 50) == money(200))  // 199.5
    }
}
