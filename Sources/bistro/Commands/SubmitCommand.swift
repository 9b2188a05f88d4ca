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
            (standard input is read no further than 1 MiB and one byte), and so is one that is not an order \
            or check-in file `bistro process` can read (not JSON, unknown keys, missing or mistyped fields): \
            every problem is printed as path:line:column: error: message, the file is not delivered and the \
            exit status is 1. Whether its dishes, coupon and pickup time are acceptable is for `bistro \
            process` to decide. --no-check delivers such a file anyway, for `process` to reject (a demo, a \
            test of the rejections).

            Examples:
              bistro submit order.json
              bistro submit Examples/orders/*.json --spool ./spool
              mail-gateway | bistro submit -
              bistro submit --no-check Examples/orders/05-truncated.json
            """
    )

    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(
        help: ArgumentHelp("Order files (JSON); - for standard input.", valueName: "file"),
        completion: .file(extensions: ["json"]))
    var files: [String]

    @Flag(name: .long, help: "Deliver files that are not order files too, for `bistro process` to reject.")
    var noCheck = false

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
                let bytes = try submitter.bytes(at: file)
                let problems =
                    noCheck ? [] : OrderFileCheck.diagnostics(bytes, path: file == "-" ? "(standard input)" : file)
                guard problems.isEmpty else {
                    output.report(problems)
                    failed = true
                    continue
                }
                let name = try submitter.submit(bytes)
                output.say("\(file) -> \(spool.path(.incoming, name))")
            } catch {
                StandardError.write("bistro: error: \(error)")
                failed = true
            }
        }
        if failed { throw ExitCode(1) }
    }
}
