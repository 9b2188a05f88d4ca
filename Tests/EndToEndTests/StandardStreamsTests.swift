import Foundation
import Testing

/// Issue 10, item 12: writing to a closed or full standard error (`2>/dev/full`, `2>&-`) crashed with SIGILL;
/// a full standard output went unnoticed. Either is now a failed run: exit status 1, never a signal.
@Suite struct StandardStreamsTests {
    /// Runs `bistro ARGS REDIRECTIONS` through /bin/sh in the runner's folder.
    static func run(_ bistro: OrderBookRunner, _ arguments: [String], _ redirections: String) throws
        -> BistroRunner.Result
    {
        let args =
            arguments + ["--spool", bistro.spool, "--db", bistro.db, "--now", bistro.now, "--content", bistro.content]
        let command = "exec \"$0\" \"$@\" " + redirections
        return try RunningChild(
            URL(fileURLWithPath: "/bin/sh"), ["-c", command, BistroRunner.binary.path] + args,
            in: URL(fileURLWithPath: bistro.root)
        ).wait()
    }

    @Test func aFullOrClosedStandardErrorIsAFailureNotACrash() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process"]).status == 0)
        for redirection in ["2>/dev/full", "2>&-"] {
            // An error that cannot be told: still exit 1.
            let missing = try Self.run(bistro, ["receipt", "NOPE"], redirection)
            #expect(missing.status == 1, "\(redirection): \(missing)")
            // A run whose log cannot be written: exit 1 although its work was done.
            let verbose = try Self.run(bistro, ["process", "--verbose"], redirection)
            #expect(verbose.status == 1, "\(redirection): \(verbose)")
            // Nothing to say on standard error: exit 0.
            let quiet = try Self.run(bistro, ["orders"], redirection)
            #expect(quiet.status == 0 && quiet.stdout.hasPrefix("RC-20261122-0001"), "\(redirection): \(quiet)")
        }
        // No file Bistro opened took the closed descriptor's place.
        #expect(try FileManager.default.contentsOfDirectory(atPath: bistro.spool + "/incoming").isEmpty)
        #expect(try bistro.run(["orders"]).stdout.split(separator: "\n").count == 1)
    }

    @Test func aFullOrClosedStandardOutputIsAFailure() throws {
        let bistro = try OrderBookRunner()
        bistro.drop("1.json", orderJSON(id: "web-1"))
        #expect(try bistro.run(["process"]).status == 0)
        for redirection in [">/dev/full", ">&-"] {
            for command in [["orders"], ["stock"], ["receipt", "web-1", "--format", "json"], ["--help"]] {
                let result = try Self.run(bistro, command, redirection)
                #expect(result.status == 1, "\(command) \(redirection): \(result)")
                #expect(
                    result.stderr.hasPrefix("bistro: error: cannot write to standard output: "),
                    "\(command) \(redirection): \(result)")
            }
        }
    }
}
