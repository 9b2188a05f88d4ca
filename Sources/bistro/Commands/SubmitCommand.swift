import ArgumentParser
import BistroOrders

struct SubmitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "submit",
        abstract: "Deliver order files into the spool safely.",
        discussion: """
            Each file is written under a temporary name in SPOOL/tmp/, flushed to disk, then renamed into \
            SPOOL/incoming/ under a unique Maildir-style name, so `bistro process` never sees half a file. \
            Prints each new name. "-" reads one order from standard input. A file over 1 MiB is refused \
            (standard input is read no further than 1 MiB and one byte).

            Examples:
              bistro submit order.json
              bistro submit Examples/orders/*.json --spool ./spool
              mail-gateway | bistro submit -
            """
    )

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: ArgumentHelp("Order files (JSON); - for standard input.", valueName: "file"))
    var files: [String]

    func run() throws {
        let spool = store.spoolDirectory
        var failed = false
        try store.requireSpoolPlace()
        do {
            try spool.prepare()
        } catch {
            throw CommandFailure("\(error)")
        }
        let submitter = OrderSubmitter(spool: spool)
        for file in files {
            do {
                let name = try submitter.submit(path: file)
                output.say("\(file) -> \(spool.path(.incoming, name))")
            } catch {
                StandardError.write("bistro: error: \(error)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
