import BistroCore
import BistroJSON

extension JSONReportRenderer {
    /// The bookings section: counts by status, the no-show rate and each hour's use as decimal strings in
    /// percent ("33.3"; null without seated bookings or no-shows), covers per day, party sizes, table use by
    /// hour and dine-in orders per table.
    func bookingObject(_ bookings: OwnerReport.BookingFigures) -> JSONValue {
        [
            "bookings": .int(bookings.bookings), "seated": .int(bookings.seated), "noShows": .int(bookings.noShows),
            "unmarked": .int(bookings.unmarked), "upcoming": .int(bookings.upcoming),
            "cancelled": .int(bookings.cancelled),
            "noShowPercent": .optional(bookings.noShowPercent.map(percentNumber)),
            "days": .array(
                bookings.days.map {
                    [
                        "day": .string($0.day.description), "seated": .int($0.covers.seated),
                        "unmarked": .int($0.covers.unmarked), "upcoming": .int($0.covers.upcoming),
                        "covers": .int($0.covers.total),
                    ]
                }),
            "partySizes": .array(bookings.partySizes.map { ["party": .int($0.party), "bookings": .int($0.bookings)] }),
            "tables": .int(bookings.tables),
            "tableUse": .array(
                bookings.tableUse.map {
                    [
                        "hour": .string($0.label), "heldMinutes": .int($0.heldMinutes),
                        "openMinutes": .int($0.openMinutes),
                        "percent": .string(percentNumber($0.percent)),
                    ]
                }),
            "dineInOrders": .array(
                bookings.dineInOrders.map { ["table": .string($0.table), "orders": .int($0.orders)] }),
        ]
    }
}
