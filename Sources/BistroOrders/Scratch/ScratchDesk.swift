import BistroCore
import BistroMail
import BistroOrderBook
import Foundation

/// What `bistro scratch --customer EMAIL` did.
package enum ScratchOutcome: Sendable, Hashable {
    /// A draw; `code` is nil for no prize.
    case drawn(prize: ScratchCard.Prize, code: String?, day: CalendarDay)
    /// The customer already drew on this calendar day (restaurant time zone); nothing was drawn.
    case alreadyDrawn(day: CalendarDay, prize: ScratchCard.Prize, code: String?)
}

extension OrderStore {
    /// The daily scratch card: at most one draw per customer (trimmed, lower-cased email) per calendar day
    /// in the restaurant's zone, with `ScratchCard.draw`'s odds. A win gets a fresh code from
    /// `CouponCodeGenerator`, never equal to a code drawn before, redeemed before, or defined in
    /// `coupons.json` (`reservedCodes`, normalized), and a "scratch_win" message. Draw, code and message
    /// are one transaction. `random` is the system's cryptographic generator in production; tests pass a
    /// seeded one.
    package func scratch<R: RandomNumberGenerator>(
        email rawEmail: String, at time: LocalTime, reservedCodes: Set<String>, composer: MessageComposer?,
        random: inout R
    ) throws(OrderStoreError) -> ScratchOutcome {
        let email = rawEmail.normalizedEmail
        let day = time.day
        var generator = random
        defer { random = generator }
        return try write { book in
            if let draw = try book.scratchDraw(email: email, day: day) {
                return .alreadyDrawn(day: day, prize: draw.prize, code: draw.couponCode)
            }
            let prize = ScratchCard.draw(using: &generator)
            var code: String?
            if prize.percentOff != nil {
                code = CouponCodeGenerator().make(using: &generator) { candidate in
                    reservedCodes.contains(candidate) || ((try? book.isCouponCodeTaken(candidate)) ?? true)
                }
            }
            let drawID = try book.insert(
                draw: ScratchDrawRecord(
                    customerEmail: email, drawDay: day, prize: prize, percentOff: prize.percentOff,
                    couponCode: code.map(Coupon.normalize),
                    drawnAt: time))
            if let code, let percent = prize.percentOff, let composer {
                try book.enqueue(
                    composer.scratchWin(email: email, code: code, percentOff: percent, day: day).outgoing,
                    key: "scratch-\(drawID).\(NotificationEvent.scratchWin.rawValue)", orderID: nil, at: time,
                    domain: composer.domain)
            }
            return .drawn(prize: prize, code: code, day: day)
        }
    }
}
