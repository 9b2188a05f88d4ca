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
            StatusCommand.self, NotifyCommand.self, ScratchCommand.self,
        ]
    )

    /// ArgumentParser's `main`, plus the standard streams' guard: a closed or full standard output or error
    /// ends the run with exit status 1 instead of a crash (`StandardStreams`).
    static func main() async {
        StandardStreams.guardClosedDescriptors()
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            let status = exitCode(for: error)
            guard status == .success else { exit(withError: error) }
            // --help, --version: printed to standard output, which must take it.
            let message = fullMessage(for: error)
            if !message.isEmpty { print(message) }
            StandardStreams.finish()
        }
        StandardStreams.finish()
    }
}
