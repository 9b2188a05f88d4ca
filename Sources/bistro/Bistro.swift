import ArgumentParser

@main
struct Bistro: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bistro",
        abstract: "Runs a restaurant's web site and order book from plain files.",
        discussion: """
            Content/ holds the menu, kits, coupons and pages; Templates/ the look. `bistro build` renders the \
            site into Site/; `bistro process` turns order files in the spool into priced orders in SQLite.
            """,
        version: "0.1.0",
        subcommands: [
            CheckCommand.self,
            BuildCommand.self,
            NewCommand.self,
            ProcessCommand.self, SubmitCommand.self, StockCommand.self, ReceiptCommand.self, OrdersCommand.self,
            ReportCommand.self,
            StatusCommand.self, NotifyCommand.self, ScratchCommand.self,
        ]
    )
}
