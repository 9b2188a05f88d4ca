import Foundation
import Testing

@testable import BistroCore
@testable import BistroOrders

/// Issue 12: pickup slots, their capacity and the lead time. Demo.now is Sunday 2026-11-22 17:00 in
/// Toronto (open 12:00–20:00).
@Suite struct PickupSlotTests {
    func validate(_ json: String, cap: Int? = 2, lead: Int = 0, slots: [String: Int] = [:])
        -> Result<ValidatedOrder, RejectionList>
    {
        var content = Demo.content
        content.restaurant.pickup.maxOrdersPerSlot = cap
        content.restaurant.pickup.leadMinutes = lead
        guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)) else {
            return .failure(RejectionList())
        }
        return try! OrderValidator(context: OrderContext(content: content, now: Demo.now)).validate(
            request, ledger: FakeLedger(slots: slots))
    }

    func messages(_ result: Result<ValidatedOrder, RejectionList>) -> [String] {
        guard case .failure(let list) = result else { return [] }
        return list.rejections.map { "\($0.code.rawValue): \($0.message)" }
    }

    func pickup(_ time: String) -> String { order(extra: #""pickupAt": "2026-11-22T\#(time):00-05:00""#) }

    @Test func aFullSlotNamesTheNextThreeWithRoom() {
        #expect(messages(validate(pickup("18:30"), slots: ["18:30": 1])) == [])
        #expect(
            messages(validate(pickup("18:40"), slots: ["18:30": 2, "18:45": 2, "19:15": 1])) == [
                "slot_full: the 18:30 pickup slot is full (2 orders); slots with room: 19:00, 19:15, 19:30"
            ])
        #expect(
            messages(validate(pickup("19:50"), slots: ["19:45": 2])) == [
                "slot_full: the 19:45 pickup slot is full (2 orders); no later slot has room"
            ])
        // Without a cap nothing is counted.
        #expect(messages(validate(pickup("18:30"), cap: nil, slots: ["18:30": 99])) == [])
    }

    @Test func aPickupSoonerThanTheLeadTimeIsRefused() {
        #expect(
            messages(validate(pickup("17:20"), cap: nil, lead: 30)) == [
                "pickup_too_soon: pickup must be at least 30 minutes from now, at 17:30 or later; 17:20 is sooner"
            ])
        #expect(messages(validate(pickup("17:30"), cap: nil, lead: 30)) == [])
    }

    @Test func anAsSoonAsPossibleOrderGetsTheEarliestSlotWithRoom() throws {
        let first = try validate(order(), slots: ["17:00": 2, "17:15": 2]).get()
        #expect(first.pickupAt?.iso8601 == "2026-11-22T17:30:00-05:00")
        let lead = try validate(order(), cap: nil, lead: 20).get()
        #expect(lead.pickupAt?.iso8601 == "2026-11-22T17:30:00-05:00")  // 17:20 rounds up to the next slot
        // Without a cap or a lead time, as soon as possible stays as soon as possible.
        #expect(try validate(order(), cap: nil).get().pickupAt == nil)
        let full = Dictionary(
            uniqueKeysWithValues: stride(from: 17 * 60, to: 20 * 60, by: 15).map {
                (String(format: "%02d:%02d", $0 / 60, $0 % 60), 2)
            })
        #expect(
            messages(validate(order(), slots: full)) == [
                "no_slot_available: there is no pickup time left today; we are fully booked"
            ])
    }

    @Test func slotsStartOnTheHour() {
        let zone = TimeZone(identifier: "America/Toronto")!
        var restaurant = Demo.content.restaurant
        restaurant.pickup.slotMinutes = 20
        let slots = PickupSlots(restaurant: restaurant, timeZone: zone)
        #expect(
            slots.start(of: LocalTime(iso8601: "2026-11-22T18:59:59-05:00")!).iso8601 == "2026-11-22T18:40:00-05:00")
        #expect(
            slots.start(of: LocalTime(iso8601: "2026-11-22T19:00:00-05:00")!).iso8601 == "2026-11-22T19:00:00-05:00")
        let open = Array(
            slots.open(
                from: LocalTime(iso8601: "2026-11-22T19:05:00-05:00")!, through: CalendarDay.parse("2026-11-23")!
            ).prefix(3))
        // Sunday closes at 20:00; Monday opens at 11:00.
        #expect(
            open.map(\.iso8601) == [
                "2026-11-22T19:20:00-05:00", "2026-11-22T19:40:00-05:00", "2026-11-23T11:00:00-05:00",
            ])
    }

    /// Every day counts its slots from its own midnight: with 25-minute slots the day's last is 23:45–24:00 and
    /// the next day starts again at 00:00, so the slots named after a full one are the ones orders fall in.
    @Test func slotsThatDoNotDivideADayStartAgainAtMidnight() {
        var restaurant = Demo.content.restaurant
        restaurant.pickup.slotMinutes = 25
        restaurant.hours = OpeningHours()
        let slots = PickupSlots(restaurant: restaurant, timeZone: TimeZone(identifier: "America/Toronto")!)
        let open = Array(
            slots.open(
                from: LocalTime(iso8601: "2026-11-22T23:20:00-05:00")!, through: CalendarDay.parse("2026-11-23")!
            ).prefix(4))
        #expect(
            open.map(\.iso8601) == [
                "2026-11-22T23:20:00-05:00", "2026-11-22T23:45:00-05:00", "2026-11-23T00:00:00-05:00",
                "2026-11-23T00:25:00-05:00",
            ])
        #expect(open.map { slots.start(of: $0) } == open)
    }
}
