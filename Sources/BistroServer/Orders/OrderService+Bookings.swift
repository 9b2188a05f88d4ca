import BistroOrderBook
import BistroOrders

extension OrderService {
    /// The start times `date` has room for a party of `party`, read from the book as it is now (no writer).
    func bookingAvailability(date: String?, party: String?) throws(OrderStoreError) -> BookingAvailability.Answer {
        try BookingAvailability.answer(
            date: date, party: party, restaurant: content.restaurant, now: setup.now(), store: setup.store)
    }
}
