import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import BistroReport
import BistroSite
import Foundation

struct ReportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "report",
        abstract:
            "The owner's report: revenue per day, average spend, most ordered, pickup slots, coupons, bookings, "
            + "drivers and deliveries, rejections.",
        discussion: """
            The period is --since to --until, both included, as restaurant-time days (YYYY-MM-DD); by \
            default the 30 days ending today (the day of --now), which also tells bookings still to come from those \
            whose time has passed. Cancelled orders count nowhere; \(Documentation.path("report.md")) \
            defines every figure. Text is aligned tables for a terminal, CSV and JSON are for spreadsheets \
            and scripts, HTML is one self-contained page with SVG charts. --output writes the file \
            atomically (readable by its owner and group only) and refuses any place inside the public site \
            folder (Site/ or a folder `bistro build` wrote).

            Examples:
              bistro report
              bistro report --since 2026-11-01 --until 2026-11-30 --format csv > nov.csv
              bistro report --format html --output ~/reports/bistro.html
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions

    @Option(
        name: .long,
        help: ArgumentHelp("First day of the period (default: 29 days before --until).", valueName: "YYYY-MM-DD"))
    var since: String?

    @Option(name: .long, help: ArgumentHelp("Last day of the period (default: today).", valueName: "YYYY-MM-DD"))
    var until: String?

    @Option(name: .long, help: "text, csv, json or html.")
    var format: ReportFormat = .text

    @Option(
        name: .long, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"),
        completion: .file())
    var output: String?

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        for (name, value) in [("--since", since), ("--until", until)] {
            if let value, CalendarDay.parse(value) == nil {
                throw ValidationError("\(name) must be a date such as 2026-11-22, found \"\(value)\"")
            }
        }
        if let output, let site = PublicSiteFolder.containing(output) {
            throw ValidationError(
                "--output \(output) is inside the public site folder \(site); write the report somewhere private")
        }
    }

    func run() throws {
        let content = try contentOptions.load(output: outputOptions)
        let restaurant = content.restaurant
        let zone = TimeZone(identifier: restaurant.timeZone) ?? TimeZone(identifier: "UTC")!
        let last = until.flatMap(CalendarDay.parse) ?? LocalTime(store.currentTime, in: zone).day
        let first = since.flatMap(CalendarDay.parse) ?? last.adding(days: -29)
        guard first <= last else { throw ValidationError("--since \(first) is after --until \(last)") }
        let query = ReportQuery(
            restaurantName: restaurant.name, currency: restaurant.currency, catalog: content.catalog,
            since: first, until: last, room: DiningRoom(restaurant: restaurant, timeZone: zone), now: store.currentTime)
        try store.requireDatabase()
        let (report, deliveries) = try runStore {
            try query.runWithDeliveries(
                on: OrderBookReader(path: store.databasePath), offersDelivery: restaurant.delivery != nil)
        }
        let text = format.render(
            report, drivers: deliveries,
            moneyFormatter: MoneyFormatter(localeIdentifier: restaurant.locale, currency: restaurant.currency))
        guard let output else {
            print(text, terminator: "")
            return
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
            chmod(output, 0o640)
        } catch {
            throw CommandFailure("cannot write \(output): \(error.localizedDescription)")
        }
        outputOptions.say("Wrote the \(format.rawValue) report for \(first) to \(last) to \(output)")
    }
}

extension ReportFormat: ExpressibleByArgument {}
