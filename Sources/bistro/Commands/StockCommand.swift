import ArgumentParser
import BistroContent
import BistroCore
import BistroJSON
import BistroOrderBook
import BistroOrders
import Foundation

struct StockCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stock",
        abstract: "List or set how many of each item and kit are left.",
        discussion: """
            Stock starts from the "stock" values in Content/ (absent = unlimited) the first time a SKU is \
            ordered; from then on the order database is the truth. Listing opens the database read-only \
            (without one yet, it lists the starting values). A cancelled order gives its units back.

            Examples:
              bistro stock
              bistro stock list --json
              bistro stock set RC-KIT-01 12
              bistro stock set RC-KIT-01 unlimited
              bistro stock reset RC-KIT-01      # back to the value in Content/
            """,
        subcommands: [StockListCommand.self, StockSetCommand.self, StockResetCommand.self],
        defaultSubcommand: StockListCommand.self
    )
}

struct StockListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the stock of every SKU (\"unlimited\" when none is kept).",
        discussion: """
            Examples:
              bistro stock list
              bistro stock list --json --db /var/lib/bistro/orders.sqlite
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Flag(name: .long, help: "Print JSON: [{sku, name, quantity (null = unlimited), tracked}].")
    var json = false

    func run() throws {
        let content = try contentOptions.load(output: output)
        // Listing only reads: without a database yet, every SKU is at its starting value from Content/.
        let levels =
            FileManager.default.fileExists(atPath: store.databasePath)
            ? try runStore { try store.openReadOnlyStore().stockLevels(catalog: content.catalog) }
            : OrderStore.stockLevels(catalog: content.catalog, recorded: [:])
        if json {
            print(
                JSONValue.array(
                    levels.map {
                        .object([
                            ("sku", .string($0.sku)), ("name", .optional($0.name)),
                            ("quantity", .optional($0.quantity)), ("tracked", .bool($0.tracked)),
                        ])
                    }
                ).rendered(pretty: true))
            return
        }
        let width = levels.map(\.sku.count).max() ?? 3
        for level in levels {
            let quantity = level.quantity.map(String.init) ?? "unlimited"
            let padded = level.sku + String(repeating: " ", count: width - level.sku.count)
            print("\(padded)  \(quantity.leftPadded(to: 9))  \(level.name ?? "(not in the catalog)")")
        }
    }
}

struct StockSetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Set the stock of one SKU.",
        usage: "bistro stock set <sku> <quantity> [<options>]",
        discussion: """
            Examples:
              bistro stock set RC-BURG-02 20
              bistro stock set rc-kit-04 0      # sold out
              bistro stock set RC-BURG-02 unlimited
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "The SKU (case-insensitive), or SKU/option/choice for an option choice with a stock.") var sku:
        String
    /// The quantity as typed. Collected with whatever else the parser does not know, so that "-3" reaches
    /// `validate()` as a quantity to refuse in words rather than as an unknown option (ArgumentParser reads
    /// every word starting with "-" as an option).
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Units left: a whole number, 0 or more, or \"unlimited\".", valueName: "quantity"))
    var typed: [String] = []

    static let maximumQuantity = 1_000_000_000

    /// The quantity, once `validate()` has passed; nil: unlimited.
    var quantity: Int? { typed[0].lowercased() == "unlimited" ? nil : Int(typed[0]) ?? 0 }

    func validate() throws {
        guard let word = typed.first else {
            throw ValidationError("missing the quantity: a whole number of 0 or more, or \"unlimited\"")
        }
        if let extra = typed.dropFirst().first {
            throw ValidationError(extra.hasPrefix("-") ? "unknown option '\(extra)'" : "unexpected argument '\(extra)'")
        }
        if word.hasPrefix("--") { throw ValidationError("unknown option '\(word)'") }
        if word.lowercased() == "unlimited" { return }
        let shown = word.count > 40 ? word.prefix(40) + "…" : word
        if word.hasPrefix("-"), word.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }), word.count > 1 {
            throw ValidationError("the quantity cannot be negative, found \(shown): use 0 for sold out")
        }
        guard !word.isEmpty, word.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            throw ValidationError(
                "the quantity must be a whole number of 0 or more, or \"unlimited\", found \"\(shown)\"")
        }
        guard let quantity = Int(word), quantity <= Self.maximumQuantity else {
            throw ValidationError("the quantity must be at most \(Self.maximumQuantity), found \(shown)")
        }
    }

    func run() throws {
        let content = try contentOptions.load(output: output)
        let product = try content.stocked(key: sku)
        let now = LocalTime(store.currentTime, in: TimeZone(identifier: content.restaurant.timeZone) ?? .gmt)
        try runStore {
            try store.openStore().setStock(
                sku: product.key, quantity: quantity, contentQuantity: product.initialStock, at: now)
        }
        output.say("\(product.key) (\(product.name)): \(quantity.map { "\($0) left" } ?? "unlimited")")
    }
}

struct StockResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Set one SKU's stock back to its \"stock\" value in Content/ (unlimited when it has none).",
        discussion: """
            Examples:
              bistro stock reset RC-KIT-01
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "The SKU (case-insensitive), or SKU/option/choice for an option choice with a stock.") var sku:
        String

    func run() throws {
        let content = try contentOptions.load(output: output)
        let product = try content.stocked(key: sku)
        let now = LocalTime(store.currentTime, in: TimeZone(identifier: content.restaurant.timeZone) ?? .gmt)
        try runStore { try store.openStore().resetStock(sku: product.key, at: now) }
        output.say(
            "\(product.key) (\(product.name)): \(product.initialStock.map { "\($0) left" } ?? "unlimited"), "
                + "as in Content/"
        )
    }
}

extension RestaurantContent {
    /// The catalogue's product with this SKU (case-insensitive), or the option choice with this stock key
    /// ("RC-BURG-01/extras/bacon", the SKU case-insensitive), or the error `stock set`/`reset` print.
    func stocked(key typed: String) throws -> Catalog.Stocked {
        func parts(_ key: some StringProtocol) -> (sku: String, choice: Substring) {
            let slash = key.firstIndex(of: "/") ?? key.endIndex
            return (key[..<slash].uppercased(), Substring(key[slash...]))
        }
        let wanted = parts(typed.trimmingCharacters(in: .whitespaces))
        guard let found = catalog.stocked.first(where: { parts($0.key) == wanted }) else {
            throw CommandFailure("unknown SKU \"\(typed)\" (see bistro stock list)")
        }
        return found
    }
}

/// Runs an order-book operation; its failure is a `CommandFailure` (printed as `bistro: error: …`, exit 1).
func runStore<T>(_ body: () throws -> T) throws -> T {
    do {
        return try body()
    } catch let error as CommandFailure {
        throw error
    } catch let error as ExitCode {
        throw error
    } catch {
        throw CommandFailure("\(error)")
    }
}

extension String {
    func leftPadded(to width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}
