import Foundation
import GRDB
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// The report's drivers section (issue 26) from `DeliveryBook`.
@Suite struct DeliveryReportTests {
    static let sunday = CalendarDay(year: 2026, month: 11, day: 22)
    static let monday = CalendarDay(year: 2026, month: 11, day: 23)
    static let tuesday = CalendarDay(year: 2026, month: 11, day: 24)
    static func cents(_ amount: Int) -> Money { DeliveryBook.cents(amount) }

    static func figures(
        _ book: DeliveryBook, since: CalendarDay = sunday, until: CalendarDay = tuesday, offersDelivery: Bool = true
    ) throws -> (report: OwnerReport, deliveries: DriversSection?) {
        let restaurant = Demo.content.restaurant
        return try ReportQuery(
            restaurantName: restaurant.name, currency: restaurant.currency, catalog: Demo.content.catalog,
            since: since, until: until, now: Timestamp.parse("2026-11-24T20:00:00-05:00")!
        ).runWithDeliveries(on: try book.reader, offersDelivery: offersDelivery)
    }

    @Test func eachDriversDeliveriesFeesTipsEarningsAndMedianWait() async throws {
        let book = try await DeliveryBook()
        let figures = try #require(try Self.figures(book).deliveries)
        #expect(figures.drivers.map(\.name) == ["Ana", "Ben"], "Cleo delivered nothing in the period")
        let ana = figures.drivers[0]
        #expect(ana.driverID == book.ana)
        // a (Sunday) and b (Monday); c's order was cancelled.
        #expect(
            [ana.deliveries, ana.feeShare.minorUnits, ana.tips.minorUnits, ana.earnings.minorUnits]
                == [2, 478, 700, 1178] as [Int])
        #expect(ana.customerFees == Self.cents(598))
        #expect(ana.medianMinutes == 28, "30 and 25 minutes from ready to delivered: 27.5")
        let ben = figures.drivers[1]
        #expect(
            ben.deliveries == 1 && ben.earnings == Self.cents(239) && ben.tips.minorUnits == 0)
        #expect(ben.customerFees == Self.cents(299) && ben.medianMinutes == 40)
        #expect(figures.total.driverID == nil && figures.total.name == "Total")
        let total = figures.total
        #expect(
            [total.deliveries, total.feeShare.minorUnits, total.tips.minorUnits, total.earnings.minorUnits]
                == [3, 717, 700, 1417] as [Int])
        #expect(figures.total.customerFees == Self.cents(897) && figures.total.medianMinutes == 30)
    }

    @Test func theRestaurantsDeliveryOrdersOfThePeriod() async throws {
        let book = try await DeliveryBook()
        let figures = try #require(try Self.figures(book).deliveries)
        // a, b, d, e and f were placed on Sunday; c was cancelled; g and h are older.
        #expect(figures.deliveryOrders == 5 && figures.feesCharged == Self.cents(5 * 299))
        #expect(figures.unclaimed == 1, "e")
        #expect(figures.undelivered == 1, "f: Ben claimed it")
    }

    @Test func aDeliveryCountsOnTheDayItWasDelivered() async throws {
        let book = try await DeliveryBook()
        let monday = try #require(try Self.figures(book, since: Self.monday, until: Self.monday).deliveries)
        #expect(monday.drivers.map(\.name) == ["Ana"] && monday.drivers[0].earnings == Self.cents(439))
        #expect(monday.deliveryOrders == 0, "b was ordered on Sunday")
        let sunday = try #require(try Self.figures(book, since: Self.sunday, until: Self.sunday).deliveries)
        #expect(sunday.drivers.map(\.earnings) == [Self.cents(739), Self.cents(239)])
    }

    @Test func theReportAndTheDashboardAgree() async throws {
        let book = try await DeliveryBook()
        let figures = try #require(try Self.figures(book).deliveries)
        let dashboard = try book.reader.driverEarnings(through: Self.tuesday, currency: DeliveryBook.cad)
        for line in figures.drivers {
            let earnings = try #require(dashboard.first { $0.driverID == line.driverID })
            let period = earnings.days.filter { $0.start >= Self.sunday }.map(\.totals)
            #expect(period.map(\.net.minorUnits).reduce(0, +) == line.earnings.minorUnits)
            #expect(period.map(\.deliveries).reduce(0, +) == line.deliveries)
        }
    }

    @Test func theSectionShowsWhenTheRestaurantDeliversOrThePeriodHasDeliveries() async throws {
        let book = try await DeliveryBook()
        let october = (CalendarDay(year: 2026, month: 10, day: 1), CalendarDay(year: 2026, month: 10, day: 2))
        #expect(try Self.figures(book, since: october.0, until: october.1, offersDelivery: false).deliveries == nil)
        let empty = try #require(
            try Self.figures(book, since: october.0, until: october.1, offersDelivery: true).deliveries)
        #expect(empty.drivers.isEmpty && empty.deliveryOrders == 0 && empty.total.medianMinutes == nil)
        #expect(try Self.figures(book, offersDelivery: false).deliveries != nil, "deliveries in the period")
        let report = try Self.figures(book).report
        #expect(report.totals.orders == 5, "the rest of the report is read in the same transaction")
    }
}

@Suite struct MedianMinutesTests {
    @Test func theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        #expect(DriversSection.medianMinutes([]) == nil)
        #expect(DriversSection.medianMinutes([1800]) == 30)
        #expect(DriversSection.medianMinutes([2400, 600, 1500]) == 25)
        #expect(DriversSection.medianMinutes([1500, 2400]) == 33, "32.5 minutes, half away from zero")
    }
}
