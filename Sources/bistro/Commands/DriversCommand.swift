import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import Foundation

/// `bistro drivers`: who brings deliveries, and the private dashboard link each is mailed (docs/delivery.md).
struct DriversCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "drivers",
        abstract: "Add, list and remove the drivers who bring deliveries.",
        discussion: """
            A driver added gets a mail with their dashboard's link (128 random bits, served by bistro serve at \
            /drivers/TOKEN/): the deliveries they can claim, the ones they bring, and their earnings. The link \
            is their only key and is never printed; remove revokes it, and their claimed deliveries not yet \
            picked up can be claimed by others again.

            Examples:
              bistro drivers add "Sam Rivera" --email sam@example.com --phone 4165550101
              bistro drivers list
              bistro drivers remove sam@example.com
            """,
        subcommands: [DriversAdd.self, DriversList.self, DriversRemove.self],
        defaultSubcommand: DriversList.self
    )
}

struct DriversAdd: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a driver and mail them their dashboard's link.",
        discussion: """
            Examples:
              bistro drivers add "Sam Rivera" --email sam@example.com
            """)

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var notifications: NotificationOptions
    @Argument(help: "The driver's name, as the dashboard greets them.") var name: String
    @Option(name: .long, help: ArgumentHelp("Where the dashboard's link is mailed.", valueName: "address"))
    var email: String
    @Option(name: .long, help: ArgumentHelp("The driver's phone, for the staff.", valueName: "number")) var phone:
        String?

    func run() throws {
        let content = try contentOptions.load(output: output)
        let book = try store.openStore()
        let composer = try notifications.composer(for: content.restaurant, output: output)
        let now = LocalTime(store.currentTime, in: TimeZone(identifier: content.restaurant.timeZone) ?? .gmt)
        let driver: DriverRecord
        do {
            driver = try runStore {
                try OrderIntake(store: book, composer: composer).addDriver(
                    name: name, email: email, phone: phone, at: now)
            }
        } catch let problem as OrderIntake.DriverProblem {
            throw CommandFailure(problem.message)
        }
        output.say(
            "driver \(driver.id ?? 0) added: \(driver.name) <\(driver.email)>; the dashboard's link is mailed to them")
        try deliverNow(
            store: book, spool: store.spoolDirectory, composer: composer, now: store.currentTime, output: output)
    }
}

struct DriversList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "The drivers, with when they were added or removed (the default).",
        discussion: """
            Examples:
              bistro drivers list
            """)

    @OptionGroup var store: StoreOptions

    func run() throws {
        try store.requireDatabase()
        let drivers = try runStore { try store.openReadOnlyStore().drivers() }
        if drivers.isEmpty { print("no drivers (add one: bistro drivers add NAME --email ADDRESS)") }
        for driver in drivers {
            let phone = driver.phone.map { ", \($0)" } ?? ""
            let state = driver.removedAt.map { "removed \($0.shortText)" } ?? "added \(driver.addedAt.shortText)"
            print("\(driver.id ?? 0)  \(driver.name) <\(driver.email)>\(phone)  \(state)")
        }
    }
}

struct DriversRemove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Revoke a driver's dashboard link.",
        discussion: """
            Examples:
              bistro drivers remove sam@example.com
              bistro drivers remove 3
            """)

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @Argument(help: "The driver's number (bistro drivers list) or email address.") var driver: String

    func run() throws {
        let content = try contentOptions.load(output: output)
        let book = try store.openExistingStore()
        let now = LocalTime(store.currentTime, in: TimeZone(identifier: content.restaurant.timeZone) ?? .gmt)
        guard
            let (removed, released) = try runStore({
                try OrderIntake(store: book, composer: nil).removeDriver(reference: driver, at: now)
            })
        else { throw CommandFailure("no driver \(driver) (see bistro drivers list)") }
        let given =
            released == 0
            ? "" : "; \(released) claimed deliver\(released == 1 ? "y is" : "ies are") free to claim again"
        output.say("driver \(removed.id ?? 0) removed: \(removed.name)'s link no longer works\(given)")
    }
}
