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
            ServeCommand.self,
            NewCommand.self,
            ProcessCommand.self, SubmitCommand.self, StockCommand.self, ReceiptCommand.self, OrdersCommand.self,
            ReportCommand.self,
            StatusCommand.self, NotifyCommand.self, ScratchCommand.self, ReviewsCommand.self, BookingsCommand.self,
            BackupCommand.self, RestoreCommand.self,
            TablesCommand.self, DriversCommand.self, DeliveriesCommand.self,
        ]
    )

    /// ArgumentParser's `main`, with every error reported one way (`ErrorReport`: `bistro: error: …`, exit
    /// status 64 for a mistyped command, 1 for a failure), an unknown subcommand named as such with the
    /// closest one (`UnknownCommand`), and the standard streams' guard: a closed or full standard output or
    /// error ends the run with exit status 1 instead of a crash (`StandardStreams`).
    static func main() async {
        StandardStreams.guardClosedDescriptors()
        let arguments = Array(CommandLine.arguments.dropFirst())
        let path = CommandPath(arguments, root: Bistro.self)
        do {
            try UnknownCommand.check(path)
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            ErrorReport.finish(error, path: path)
        }
        StandardStreams.finish()
    }
}
