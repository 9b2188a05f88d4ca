import BistroCore
import BistroOrderBook

/// What the staff do with a booking (`bistro bookings seat|no-show|cancel|move`).
package enum BookingStaffAction: Sendable, Hashable {
    /// The party arrived and sits down.
    case seat
    /// The party did not come: the tables are free again.
    case noShow
    /// Cancelled for the guest (who is told by mail): the tables are free again.
    case cancel
    /// To other tables, which must seat the party and be free for the booking's time.
    case move([String])
}

/// What came of a staff change.
package enum BookingStaffChange: Sendable, Hashable {
    case changed(BookingReceipt, from: BookingRecord.Status)
    case notFound
    case refused(String)
}

extension OrderIntake {
    /// Applies `action` to booking `number` in one transaction (with the guest's mail for a cancellation).
    package func changeBooking(number: String, _ action: BookingStaffAction, context: OrderContext)
        throws(OrderStoreError) -> BookingStaffChange
    {
        let messages = composer.map { BookingMessages(composer: $0) }
        return try store.write { book in
            guard var booking = try book.booking(number: number), let id = booking.id else { return .notFound }
            let from = booking.status
            let name = booking.bookingNumber
            switch action {
            case .seat, .noShow, .cancel:
                let to: BookingRecord.Status = action == .seat ? .seated : action == .noShow ? .noShow : .cancelled
                guard from == .booked else {
                    return .refused("\(name) is \(from.words): it can no longer be \(to.words)")
                }
                try book.setStatus(to, ofBooking: id, at: context.now)
                booking.status = to
                if to == .cancelled { try messages?.queueCancellation(of: booking, book: book, now: context.now) }
            case .move(let ids):
                guard from.holdsTables else { return .refused("\(name) is \(from.words): it holds no table") }
                guard let tables = context.restaurant.tables else { return .refused("the restaurant lists no tables") }
                var chosen: [String] = []
                for id in ids {
                    guard let table = tables.table(matching: id) else {
                        return .refused(
                            "there is no table \(id) (the tables: \(tables.list.map(\.id).joined(separator: ", ")))")
                    }
                    if !chosen.contains(table.id) { chosen.append(table.id) }
                }
                let seats = chosen.compactMap { tables.table($0)?.seats }.reduce(0, +)
                guard seats >= booking.party else {
                    return .refused(
                        "\(chosen.joined(separator: " + ")) seat \(seats), and \(name) is for \(booking.party)")
                }
                let busy = try book.tableHolds(
                    from: booking.startsAt.timestamp, to: booking.endsAt.timestamp, excluding: id)
                if let taken = chosen.first(where: { table in busy.contains { $0.table == table } }) {
                    return .refused("table \(taken) is held by another booking then")
                }
                try book.move(booking: booking, to: chosen)
                booking.tables = chosen.joined(separator: " ")
            }
            return .changed(BookingReceipt(booking), from: from)
        }
    }
}
