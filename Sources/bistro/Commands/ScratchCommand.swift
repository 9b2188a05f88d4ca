import ArgumentParser
import BistroCore
import BistroJSON
import BistroMail
import BistroOrders

struct ScratchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scratch",
        abstract: "Draw the customer's daily scratch card: 5% 50% off, 30% 10% off, otherwise nothing.",
        discussion: """
            Once per customer per calendar day in the restaurant's time zone. A win prints a new coupon code, \
            valid for that customer's next order only and for a single use, and sends it to the customer. \
            A second draw on the same day is refused: it prints what was drawn that day and exits with \
            status 1 (nothing was drawn). See \(Documentation.path("pickup.md")).

            Examples:
              bistro scratch --customer ada@example.com
              bistro scratch --customer ada@example.com --json
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions
    @OptionGroup var notifications: NotificationOptions

    @Option(name: .long, help: ArgumentHelp("The customer's email address.", valueName: "email")) var customer: String

    @Flag(name: .long, help: "Print the outcome as JSON.") var json = false

    /// For tests only: draw from a seeded generator instead of the system's cryptographic one.
    @Option(name: .long, help: .hidden) var testSeed: UInt64?

    func validate() throws {
        guard MailAddress.isValid(customer.trimmingCharacters(in: .whitespaces).lowercased()) else {
            throw ValidationError("\"\(customer)\" is not a valid email address")
        }
    }

    func run() throws {
        let content = try contentOptions.load(output: output)
        let orderStore = try store.openStore()
        let composer = try notifications.composer(for: content.restaurant, output: output)
        let now = LocalTime(store.currentTime, in: composer.timeZone)
        let reserved = Set(content.coupons.map(\.normalizedCode))
        let outcome = try runStore {
            if let testSeed {
                var random = SeededRandomNumberGenerator(seed: testSeed)
                return try orderStore.scratch(
                    email: customer, at: now, reservedCodes: reserved, composer: composer, random: &random)
            }
            var random = SystemRandomNumberGenerator()
            return try orderStore.scratch(
                email: customer, at: now, reservedCodes: reserved, composer: composer, random: &random)
        }
        switch outcome {
        case .drawn(let prize, let code, let day):
            if json {
                print(
                    JSONValue.object([
                        ("outcome", "drawn"), ("day", .string(day.description)), ("prize", .string(prize.rawValue)),
                        ("percentOff", .optional(prize.percentOff)), ("code", .optional(code)),
                    ]).rendered(pretty: true))
            } else if let code, let percent = prize.percentOff {
                print("You won \(percent)% off your next order: \(code)")
            } else {
                print("No prize today. Try again tomorrow!")
            }
            try deliverNow(
                store: orderStore, spool: store.spoolDirectory, composer: composer, now: store.currentTime,
                output: output)
        case .alreadyDrawn(let day, let prize, let code):
            if json {
                print(
                    JSONValue.object([
                        ("outcome", "already-drawn"), ("day", .string(day.description)),
                        ("prize", .string(prize.rawValue)),
                        ("percentOff", .optional(prize.percentOff)), ("code", .optional(code)),
                    ]).rendered(pretty: true))
            }
            let result = prize.percentOff.map { "\($0)% off (\(code ?? ""))" } ?? "no prize"
            throw CommandFailure(
                "\(customer.trimmingCharacters(in: .whitespaces).lowercased()) has already drawn today ("
                    + "\(day)): \(result); one draw per day"
            )
        }
    }
}
