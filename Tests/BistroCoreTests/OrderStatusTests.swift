import Testing

@testable import BistroCore

@Suite struct OrderStatusTests {
    /// Every pair of statuses: exactly the documented changes are allowed.
    @Test func onlyTheFlowsChangesAreAllowed() {
        let allowed: Set<String> = [
            "received>preparing", "received>ready", "received>cancelled",
            "preparing>ready", "preparing>cancelled",
            "ready>picked_up",
        ]
        for from in OrderStatus.allCases {
            for to in OrderStatus.allCases {
                let key = "\(from.rawValue)>\(to.rawValue)"
                #expect(from.canChange(to: to) == allowed.contains(key), "\(key)")
                #expect((from.refusal(to: to) == nil) == allowed.contains(key), "\(key)")
            }
        }
    }

    @Test func refusalsSayWhy() {
        #expect(OrderStatus.received.refusal(to: .pickedUp) == "it is received; mark it ready first")
        #expect(OrderStatus.ready.refusal(to: .ready) == "it is already ready")
        #expect(OrderStatus.cancelled.refusal(to: .ready) == "it is cancelled; nothing changes after that")
        #expect(OrderStatus.ready.refusal(to: .cancelled) == "it is ready; a ready order can only be picked up")
        #expect(OrderStatus.pickedUp.words == "picked up")
    }
}
