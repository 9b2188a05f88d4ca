import Testing

@testable import BistroServer

/// Issue 23 item 1: a duplicate's answer names the receipt only for an orderId the order page makes.
@Suite struct UnguessableOrderIDTests {
    @Test func theOrderPagesIdsAreSecret() {
        #expect(UnguessableOrderID.check("3b241101-e2bb-4255-8caf-4136c566a962"))
        #expect(UnguessableOrderID.check("3B241101E2BB42558CAF4136C566A962"))
    }

    @Test func shortChosenOrMissingIdsAreNot() {
        for id in [
            "first-order", "web-1", "", "3b241101-e2bb-4255-8caf-4136c566a96",
            "3b241101-e2bb-4255-8caf-4136c566a96z", "３b241101e2bb42558caf4136c566a962",
            String(repeating: "a", count: 129),
        ] {
            #expect(!UnguessableOrderID.check(id), "\(id)")
        }
        #expect(!UnguessableOrderID.check(nil))
    }
}
