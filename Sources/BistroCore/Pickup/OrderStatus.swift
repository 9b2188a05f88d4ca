/// Where a pickup order stands. The flow is received → preparing → ready → picked up; an order can be
/// cancelled while it is received or preparing, and staff may mark it ready early (from received or
/// preparing). Nothing leaves picked up or cancelled.
package enum OrderStatus: String, CaseIterable, Sendable, Hashable, Codable {
    case received
    case preparing
    case ready
    case pickedUp = "picked_up"
    case cancelled

    /// The statuses this one may change to.
    var successors: Set<OrderStatus> {
        switch self {
        case .received: [.preparing, .ready, .cancelled]
        case .preparing: [.ready, .cancelled]
        case .ready: [.pickedUp]
        case .pickedUp, .cancelled: []
        }
    }

    func canChange(to next: OrderStatus) -> Bool { successors.contains(next) }

    /// "picked up", for people.
    package var words: String {
        switch self {
        case .pickedUp: "picked up"
        default: rawValue
        }
    }

    /// Why `self` cannot change to `next`, in plain words; nil when it can.
    /// A dine-in order (`dineIn`) may also be served (picked up) straight from preparing: the staff bring it to
    /// the table when it is done, with no "ready" step for anyone to wait for.
    package func refusal(to next: OrderStatus, dineIn: Bool = false) -> String? {
        guard !canChange(to: next) else { return nil }
        if dineIn, self == .preparing, next == .pickedUp { return nil }
        if self == next { return "it is already \(words)" }
        switch self {
        case .pickedUp, .cancelled: return "it is \(words); nothing changes after that"
        case .ready where next == .cancelled: return "it is ready; a ready order can only be picked up"
        case .received where next == .pickedUp, .preparing where next == .pickedUp:
            return "it is \(words); mark it ready first"
        default: return "it is \(words) and cannot go back to \(next.words)"
        }
    }
}
