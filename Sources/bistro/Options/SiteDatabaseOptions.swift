import ArgumentParser
import BistroCore
import BistroSite
import Foundation

/// `--db`, `--now` and `--low-stock` of `bistro build`: the order book the site publishes receipts,
/// order histories and live stock from. Unlike the order commands there is no default file: without
/// `--db` (or $BISTRO_DB) the site has no order pages.
struct SiteDatabaseOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The order database: adds receipt and order-history pages, live stock and \"most ordered\" "
                + "badges (default: $BISTRO_DB; none without).",
            valueName: "file"), completion: .file())
    var db: String?

    @Flag(
        name: .customLong("no-db"),
        help: ArgumentHelp(
            "Stop publishing from the order database this site was built with: its receipt and history pages "
                + "are removed.")
    )
    var noDB = false

    @Option(
        name: .long,
        help: ArgumentHelp(
            "With --db: treat this RFC 3339 instant as the current time (default: $BISTRO_NOW, else the "
                + "clock); it decides the 30 days \"most ordered\" counts.",
            valueName: "time"))
    var now: String?

    @Option(
        name: .customLong("low-stock"),
        help: ArgumentHelp("With --db: say \"only N left\" when 1 to this many remain.", valueName: "n"))
    var lowStock: Int = OrderBookInput.defaultLowStockThreshold

    @Option(
        name: .customLong("most-ordered-minimum"),
        help: ArgumentHelp(
            "With --db: a dish is \"most ordered\" of its category with at least this many ordered in the 30 days.",
            valueName: "n"))
    var mostOrderedMinimum: Int = OrderBookInput.defaultMostOrderedMinimum

    func validate() throws {
        try CommandClock.validate(now)
        if lowStock < 0 { throw ValidationError("--low-stock must be 0 or more, found \(lowStock)") }
        if mostOrderedMinimum < 1 {
            throw ValidationError("--most-ordered-minimum must be 1 or more, found \(mostOrderedMinimum)")
        }
        if noDB, db != nil { throw ValidationError("--db and --no-db cannot be used together") }
    }

    var databasePath: String? {
        db ?? ProcessInfo.processInfo.environment["BISTRO_DB"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The order book to build from; nil without one. A named file that does not exist is reported as a
    /// warning and the site is built without order pages (the first cron run may come before any order).
    /// The order book to publish from; nil without --db (and $BISTRO_DB), when the site's remembered one is used.
    var input: OrderBookInput? {
        guard !noDB, let path = databasePath else { return nil }
        let clock = CommandClock.now(now)
        return OrderBookInput(
            databasePath: path, now: clock, lowStockThreshold: lowStock, mostOrderedMinimum: mostOrderedMinimum)
    }
}
