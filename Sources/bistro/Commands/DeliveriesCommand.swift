import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

/// `bistro deliveries`: the staff's list of a day's delivery orders, and taking one back from its driver.
struct DeliveriesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "deliveries",
        abstract: "List a day's delivery orders and their drivers; take a claimed delivery back.",
        discussion: """
            Drivers claim deliveries and mark them picked up and delivered on their dashboards (bistro \
            drivers). The staff see where each one stands here, and may unassign a delivery its driver has \
            claimed but not picked up: any driver may then claim it.

            Examples:
              bistro deliveries
              bistro deliveries --day 2026-11-27
              bistro deliveries unassign RC-20261127-0004
            """,
        subcommands: [DeliveriesList.self, DeliveriesUnassign.self],
        defaultSubcommand: DeliveriesList.self
    )
}

struct DeliveriesList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "The day's delivery orders (the default of bistro deliveries).",
        discussion: """
            Examples:
              bistro deliveries --day 2026-11-27
            """)

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @Option(name: .long, help: ArgumentHelp("The day (default: today).", valueName: "YYYY-MM-DD")) var day: String?

    func validate() throws {
        if let day, CalendarDay.parse(day) == nil { throw ValidationError("--day is a date such as 2026-11-27") }
    }

    func run() throws {
        let content = try contentOptions.load(output: output)
        let zone = TimeZone(identifier: content.restaurant.timeZone) ?? .gmt
        let date = day.flatMap(CalendarDay.parse) ?? LocalTime(store.currentTime, in: zone).day
        try store.requireDatabase()
        let deliveries = try runStore { try store.openReadOnlyStore().deliveries(on: date) }
        guard !deliveries.isEmpty else {
            print("no delivery orders on \(date)")
            return
        }
        for delivery in deliveries {
            let stage =
                delivery.deliveredAt.map { "delivered \($0.clock)" }
                ?? (delivery.status == .cancelled ? "cancelled" : nil)
                ?? delivery.pickedUpAt.map { "on the way since \($0.clock)" }
                ?? (delivery.driverName == nil ? "waiting for a driver" : "claimed")
            let driver = delivery.driverName.map { " · \($0)" } ?? ""
            let ready = delivery.readyDueAt.map { " · ready by \($0.clock)" } ?? ""
            let wanted = delivery.deliverAt.map { " · deliver at \($0.clock)" } ?? " · as soon as possible"
            print("\(delivery.orderNumber)  \(stage)\(driver)\(ready)\(wanted) · \(delivery.zone)")
            print("    \(delivery.address)")
        }
    }
}

struct DeliveriesUnassign: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unassign", abstract: "Take a claimed delivery back from its driver, before the pick-up.",
        discussion: """
            Examples:
              bistro deliveries unassign RC-20261127-0004
            """)

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The order number, e.g. RC-20261127-0004.") var order: String

    func run() throws {
        let content = try contentOptions.load(output: output)
        let book = try store.openExistingStore()
        let now = LocalTime(store.currentTime, in: TimeZone(identifier: content.restaurant.timeZone) ?? .gmt)
        switch try runStore({
            try OrderIntake(store: book, composer: nil).unassignDelivery(orderNumber: order, at: now)
        })
        {
        case .notFound: throw CommandFailure("no delivery order \(order) (see bistro deliveries --day DAY)")
        case .notClaimed: throw CommandFailure("\(order) is not claimed by any driver")
        case .alreadyPickedUp: throw CommandFailure("\(order) is picked up already: its driver has it")
        case .unassigned(let number, _): output.say("\(number): unassigned; any driver may claim it")
        }
    }
}
