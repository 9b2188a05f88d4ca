import BistroCore

/// The reasons a "rejected" message gives, worded from each rejection's stable code and what it is about in
/// the restaurant's own words (`Rejection.about`: a dish from the menu, a pickup time) — never from its
/// message, which quotes the file ("unknown SKU \"…\"", the coupon code, the name), and never by a line of
/// a file the customer did not see. An order file comes from anyone and names any address, so quoting it
/// would let a stranger make the restaurant's mail server send their text ("SECURITY NOTICE: log in at …")
/// to whomever they like. For the same reason the message holds no customer name and no orderId.
enum RejectionMailReasons {
    /// At most this many reasons are listed; the rest are counted ("and 12 more problems").
    static let shown = 10

    /// One line per distinct reason, in the order found, the same wording on the same line given once.
    /// A delivery order's times are worded as delivery times (`deliveryWording`).
    static func lines(_ rejections: [Rejection], formatter: MoneyFormatter? = nil, delivery: Bool = false)
        -> [String]
    {
        var seen: Set<String> = []
        var lines: [String] = []
        var more = 0
        for rejection in rejections {
            let line = reason(rejection, formatter: formatter, delivery: delivery)
            guard seen.insert(line).inserted else { continue }
            if lines.count < shown { lines.append(line) } else { more += 1 }
        }
        if more > 0 { lines.append("and \(more) more problem\(more == 1 ? "" : "s")") }
        return lines
    }

    /// "more of an item than we have left: Montréal-Style Poutine", "an item that is not on our menu: item
    /// 2 of your order", "a delivery address outside the area we deliver to: 7.4 km from us" (the figures
    /// Bistro worked out, never the file's text), or the words alone when there is nothing to name.
    static func reason(_ rejection: Rejection, formatter: MoneyFormatter? = nil, delivery: Bool = false) -> String {
        let words =
            (delivery ? deliveryWording[rejection.code] : nil) ?? wording[rejection.code] ?? "a problem with the order"
        let named = rejection.about ?? rejection.detail.map { figure($0, formatter: formatter) }
        return named.map { "\(words): \($0)" } ?? words
    }

    /// "7.4 km from us", "$4.50 short".
    static func figure(_ detail: Rejection.Detail, formatter: MoneyFormatter?) -> String {
        switch detail {
        case .distanceMeters(let meters): "\(DeliveryDistance.kilometresText(meters)) km from us"
        case .missing(let amount): "\(formatter?.format(amount) ?? amount.decimalString) short"
        }
    }

    /// The time codes' words for a delivery order: the same rules as a pickup time's, said of the delivery.
    static let deliveryWording: [RejectionCode: String] = [
        .invalidPickupTime: "a delivery time we cannot read",
        .pickupInPast: "a delivery time in the past",
        .pickupNotToday: "a delivery time that is not today",
        .pickupTooFarAhead: "a delivery day further ahead than we take orders",
        .closedThatDay: "a delivery on a day we are closed",
        .pickupTooSoon: "a delivery time sooner than we can bring it",
        .pickupOutsideHours: "a delivery time when we are closed",
    ]

    /// Every code's words. A code missing here is worded "a problem with the order"; the tests ask for all.
    static let wording: [RejectionCode: String] = [
        .fileTooLarge: "a file larger than we accept",
        .notRegularFile: "something that is not an ordinary file",
        .notUTF8: "text that is not UTF-8",
        .malformedJSON: "text that is not valid JSON",
        .wrongType: "a value of the wrong kind",
        .unknownField: "a field that orders do not have",
        .duplicateField: "a field given twice",
        .invalidText: "a text that is too long or holds control characters",
        .invalidOrderID: "an order id that is empty, too long or holds control characters",
        .orderIDConflict: "an order id you already used for another order",
        .tooManyProblems: "more problems than we list",
        .totalTooLarge: "an amount larger than any order we take",
        .missingCustomerName: "no customer name",
        .missingCustomerEmail: "no email address",
        .invalidEmail: "an email address we cannot send to",
        .noItems: "no items",
        .unknownSKU: "an item that is not on our menu",
        .invalidQuantity: "a quantity that is not a whole number from 1 to 99",
        .insufficientStock: "more of an item than we have left",
        .unknownOption: "an option the item does not have",
        .unknownChoice: "a choice the item's option does not offer",
        .optionRequired: "an item missing a choice it needs (such as a size)",
        .tooManyChoices: "more choices for an option than it allows",
        .duplicateChoice: "the same choice twice in one option",
        .couponUnknown: "a coupon code we do not know",
        .couponNotYetValid: "a coupon that is not valid yet",
        .couponExpired: "a coupon that has expired",
        .couponExhausted: "a coupon that has been used up",
        .couponAlreadyUsed: "a coupon you have already used",
        .couponBelowMinimum: "an order below the coupon's minimum",
        .couponNotApplicable: "a coupon that applies to none of the items",
        .couponOtherCustomer: "a coupon code that belongs to someone else",
        .invalidPickupTime: "a pickup time we cannot read",
        .pickupInPast: "a pickup time in the past",
        .pickupNotToday: "a pickup time that is not today",
        .pickupTooFarAhead: "a pickup day further ahead than we take orders",
        .closedThatDay: "a pickup on a day we are closed",
        .pickupTooSoon: "a pickup time sooner than we can have it ready",
        .slotFull: "a pickup time we are fully booked for",
        .noSlotAvailable: "an order when we have no pickup time left",
        .pickupOutsideHours: "a pickup time when we are closed",
        .invalidTip: "a tip we cannot read (give a percent or an amount, not both)",
        .tipOutOfRange: "a tip out of range",
        .checkInMissingOrder: "a check-in that names no order",
        .invalidCoordinates: "a check-in without a valid location",
        .invalidCheckInTime: "a check-in time we cannot accept",
        .checkInUnknownOrder: "a check-in for an order we do not know",
        .checkInNotCustomer: "a check-in for an order that is not yours",
        .checkInOrderCancelled: "a check-in for a cancelled order",
        .checkInOrderPickedUp: "a check-in for an order already picked up",
        // Refused reviews are answered, never mailed; the words are there for every code all the same.
        .reviewsDisabled: "a rating, which we do not take",
        .reviewUnknownOrder: "a rating for an order we do not know",
        .notReceivedYet: "a rating for an order not picked up yet",
        .reviewOrderCancelled: "a rating for a cancelled order",
        .reviewWindowClosed: "a rating sent too long after the pickup",
        .invalidRating: "a rating we cannot read (1 to 5 stars per line of the order)",
        .reviewTooLong: "a comment longer than 1,000 characters",
        .invalidFulfilment: "an order that is not clearly dine-in, take-away or delivery",
        .dineInUnavailable: "a dine-in order, which we do not take",
        .unknownTable: "a dine-in order for a table we do not have",
        .checkInDineIn: "a check-in for an order served at its table",
        // Refused bookings are answered, never mailed.
        .bookingsDisabled: "a table booking, which we do not take",
        .invalidBookingID: "a booking without its booking id",
        .bookingIDConflict: "a booking id used before for another booking",
        .invalidParty: "a booking without a number of guests we can read",
        .partyTooLarge: "a booking for more guests than we take",
        .invalidStartTime: "a booking without a time we can read",
        .bookingTooSoon: "a booking too soon to prepare for",
        .bookingTooFarAhead: "a booking further ahead than we take",
        .outsideHours: "a booking outside our hours",
        .noTableFree: "a booking at a time when no table is free",
        .bookingUnknown: "a cancellation for a booking we do not know",
        .bookingNotCancellable: "a cancellation for a booking that can no longer be cancelled",
        .deliveryUnavailable: "a delivery order, which we do not take",
        .addressRequired: "a delivery order without its full address (a street address and a postal code)",
        .outsideDeliveryArea: "a delivery address outside the area we deliver to",
        .belowDeliveryMinimum: "an order below our minimum for delivery to its address",
        .checkInDelivery: "a check-in for an order we bring to you",
        // A driver's claims and steps are answered on the dashboard, never mailed.
        .driverUnknown: "a driver's link we do not know",
        .deliveryUnknown: "a delivery we do not know",
        .alreadyClaimed: "a delivery another driver has claimed",
        .deliveryNotClaimable: "a delivery that cannot be claimed now",
        .notYourDelivery: "a delivery claimed by another driver",
        .deliveryStepOutOfOrder: "a delivery step out of order",
        .invalidDeliveryStep: "a delivery step we do not know",
    ]
}
