import BistroCore
import BistroMail
import Foundation
import GRDB

/// What `bistro scratch --customer EMAIL` did.
public enum ScratchOutcome: Sendable, Hashable {
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
    public func scratch<R: RandomNumberGenerator>(
        email rawEmail: String, at time: LocalTime, reservedCodes: Set<String>, composer: MessageComposer?, random: inout R
    ) throws(OrderStoreError) -> ScratchOutcome {
        let email = rawEmail.trimmed.lowercased()
        let day = time.day
        var generator = random
        defer { random = generator }
        return try write { db in
            if let row = try Row.fetchOne(db, sql: "SELECT prize, coupon_code FROM scratch_draws WHERE customer_email = ? AND draw_day = ?",
                                          arguments: [email, day.description]) {
                return .alreadyDrawn(day: day, prize: ScratchCard.Prize(rawValue: row[0]) ?? .nothing, code: row[1])
            }
            let prize = ScratchCard.draw(using: &generator)
            var code: String?
            if prize.percentOff != nil {
                let isTaken = try db.cachedStatement(sql: """
                    SELECT 1 FROM scratch_draws WHERE coupon_code = ?1 UNION ALL SELECT 1 FROM coupon_redemptions WHERE code = ?1 LIMIT 1
                    """)
                code = CouponCodeGenerator().make(using: &generator) { candidate in
                    reservedCodes.contains(candidate) || ((try? Int.fetchOne(isTaken, arguments: [candidate])) ?? nil) != nil
                }
            }
            try db.execute(sql: """
                INSERT INTO scratch_draws (customer_email, draw_day, prize, percent_off, coupon_code, drawn_at) VALUES (?, ?, ?, ?, ?, ?)
                """, arguments: [email, day.description, prize.rawValue, prize.percentOff, code.map(Coupon.normalize), time.iso8601])
            let drawID = db.lastInsertedRowID
            if let code, let percent = prize.percentOff, let composer {
                try Outbox.enqueue(db, composer.scratchWin(email: email, code: code, percentOff: percent, day: day),
                                   key: "scratch-\(drawID).\(NotificationEvent.scratchWin.rawValue)", orderID: nil, at: time,
                                   domain: composer.domain)
            }
            return .drawn(prize: prize, code: code, day: day)
        }
    }
}
