/// Why an order file was rejected. The raw values are stable: they appear in sidecar files, in
/// `bistro process --json`, and in the `rejection_reasons` table that reports group by.
package enum RejectionCode: String, CaseIterable, Sendable, Codable, Hashable {
    // The file itself.
    case fileTooLarge = "file_too_large"
    case notRegularFile = "not_regular_file"
    case notUTF8 = "not_utf8"
    case malformedJSON = "malformed_json"
    // Its shape.
    case wrongType = "wrong_type"
    case unknownField = "unknown_field"
    case duplicateField = "duplicate_field"
    case invalidText = "invalid_text"
    case invalidOrderID = "invalid_order_id"
    /// The customer used the file's `orderId` before for an order with other content.
    case orderIDConflict = "order_id_conflict"
    /// Stands for the reasons past `RejectionList.limit`, with their number.
    case tooManyProblems = "too_many_problems"
    // The customer.
    case missingCustomerName = "missing_customer_name"
    case missingCustomerEmail = "missing_customer_email"
    case invalidEmail = "invalid_email"
    // The items.
    case noItems = "no_items"
    case unknownSKU = "unknown_sku"
    case invalidQuantity = "invalid_quantity"
    case insufficientStock = "insufficient_stock"
    // The items' options.
    /// A group the item does not have.
    case unknownOption = "unknown_option"
    /// A choice the group does not offer.
    case unknownChoice = "unknown_choice"
    /// Fewer choices than the group's `min` (a missing group with `min` ≥ 1 included).
    case optionRequired = "option_required"
    /// More choices than the group's `max`.
    case tooManyChoices = "too_many_choices"
    /// The same choice twice in one group.
    case duplicateChoice = "duplicate_choice"
    /// A figure of the order (a line, the subtotal, tax, tip or total) above `PriceLimits.maximumOrderFigure`.
    case totalTooLarge = "total_too_large"
    // The coupon.
    case couponUnknown = "coupon_unknown"
    case couponNotYetValid = "coupon_not_yet_valid"
    case couponExpired = "coupon_expired"
    case couponExhausted = "coupon_exhausted"
    case couponAlreadyUsed = "coupon_already_used"
    case couponBelowMinimum = "coupon_below_minimum"
    case couponNotApplicable = "coupon_not_applicable"
    // Pickup time.
    case invalidPickupTime = "invalid_pickup_time"
    case pickupInPast = "pickup_in_past"
    case pickupNotToday = "pickup_not_today"
    case pickupTooFarAhead = "pickup_too_far_ahead"
    case closedThatDay = "closed_that_day"
    case pickupTooSoon = "pickup_too_soon"
    case slotFull = "slot_full"
    case noSlotAvailable = "no_slot_available"
    case pickupOutsideHours = "pickup_outside_hours"
    // Tip.
    case invalidTip = "invalid_tip"
    case tipOutOfRange = "tip_out_of_range"
    // Scratch-card codes.
    case couponOtherCustomer = "coupon_other_customer"
    // Check-in files (the pickup flow).
    case checkInMissingOrder = "checkin_missing_order"
    case invalidCoordinates = "invalid_coordinates"
    case invalidCheckInTime = "invalid_checkin_time"
    case checkInUnknownOrder = "checkin_unknown_order"
    case checkInNotCustomer = "checkin_not_customer"
    case checkInOrderCancelled = "checkin_order_cancelled"
    case checkInOrderPickedUp = "checkin_order_picked_up"
    // Reviews (issue 28).
    case reviewsDisabled = "reviews_disabled"
    case reviewUnknownOrder = "review_unknown_order"
    case notReceivedYet = "not_received_yet"
    case reviewOrderCancelled = "review_order_cancelled"
    case reviewWindowClosed = "review_window_closed"
    case invalidRating = "invalid_rating"
    case reviewTooLong = "review_too_long"
    // Dine-in orders (issue 27).
    case invalidFulfilment = "invalid_fulfilment"
    case dineInUnavailable = "dine_in_unavailable"
    case unknownTable = "unknown_table"
    case checkInDineIn = "checkin_dine_in"
    // Table bookings (issue 27).
    case bookingsDisabled = "bookings_disabled"
    case invalidBookingID = "invalid_booking_id"
    case bookingIDConflict = "booking_id_conflict"
    case invalidParty = "invalid_party"
    case partyTooLarge = "party_too_large"
    case invalidStartTime = "invalid_start_time"
    case bookingTooSoon = "booking_too_soon"
    case bookingTooFarAhead = "booking_too_far_ahead"
    case outsideHours = "outside_hours"
    case noTableFree = "no_table_free"
    case bookingUnknown = "booking_unknown"
    case bookingNotCancellable = "booking_not_cancellable"
    // Delivery (docs/delivery.md)
    case deliveryUnavailable = "delivery_unavailable"
    case addressRequired = "address_required"
    case outsideDeliveryArea = "outside_delivery_area"
    case belowDeliveryMinimum = "below_delivery_minimum"
    case checkInDelivery = "checkin_delivery"
    // A driver's claim and steps (answered, never recorded or mailed)
    case driverUnknown = "driver_unknown"
    case deliveryUnknown = "delivery_unknown"
    case alreadyClaimed = "already_claimed"
    case deliveryNotClaimable = "delivery_not_claimable"
    case notYourDelivery = "not_your_delivery"
    case deliveryStepOutOfOrder = "delivery_step_out_of_order"
    case invalidDeliveryStep = "invalid_delivery_step"
}
