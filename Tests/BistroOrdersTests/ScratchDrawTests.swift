import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrders

@Suite struct ScratchDrawTests {
    /// Draws in the order book: one per customer and day, codes unique and never a reserved (coupons.json)
    /// or previously issued code.
    @Test func drawsAreDailyAndCodesNeverRepeat() throws {
        let workspace = try Workspace()
        let zone = TimeZone(identifier: "America/Toronto")!
        let now = LocalTime(Demo.now, in: zone)
        // The first code seed 10 would give is reserved, as if coupons.json defined it.
        var probe = SeededRandomNumberGenerator(seed: 10)
        _ = ScratchCard.draw(using: &probe)
        let firstCode = CouponCodeGenerator().make(using: &probe)
        var random = SeededRandomNumberGenerator(seed: 10)
        guard
            case .drawn(.fiftyPercentOff, let code?, _) = try workspace.store.scratch(
                email: "ada@example.com", at: now, reservedCodes: [firstCode], composer: nil, random: &random)
        else {
            Issue.record("seed 10 draws 50% off")
            return
        }
        #expect(code != firstCode)
        var again = SeededRandomNumberGenerator(seed: 10)
        guard
            case .alreadyDrawn(_, .fiftyPercentOff, code) = try workspace.store.scratch(
                email: " ADA@example.com ", at: now, reservedCodes: [], composer: nil, random: &again)
        else {
            Issue.record("a second draw on the same day is refused")
            return
        }

        var codes: Set<String> = [code]
        var wins = 0
        for customer in 0..<400 {
            switch try workspace.store.scratch(
                email: "c\(customer)@example.com", at: now, reservedCodes: [], composer: nil, random: &random)
            {
            case .drawn(_, let code?, _):
                wins += 1
                codes.insert(code)
            case .drawn(_, nil, _): break
            case .alreadyDrawn: Issue.record("a first draw was refused")
            }
        }
        #expect(codes.count == wins + 1)
        #expect(try workspace.count("SELECT count(DISTINCT coupon_code) FROM scratch_draws") == wins + 1)
        #expect(try workspace.count("SELECT count(*) FROM scratch_draws") == 401)
    }
}
