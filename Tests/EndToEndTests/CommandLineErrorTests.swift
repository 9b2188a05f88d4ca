import Foundation
import Testing

/// Every error of the command line in one style: `bistro: error: …` on standard error, nothing on standard
/// output, exit status 64 (EX_USAGE) for a mistyped command and 1 for a failure to do the work.
@Suite struct CommandLineErrorTests {
    /// `bistro ARGS` in a fresh empty folder (no Content/, no orders.sqlite, no spool).
    static func runInEmptyFolder(_ arguments: [String]) throws -> BistroRunner.Result {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        return try BistroRunner.run(arguments, in: folder)
    }

    static func expectError(_ result: BistroRunner.Result, _ status: Int32, _ message: String, _ comment: String) {
        #expect(result.status == status, "\(comment): \(result)")
        #expect(result.stderr == "bistro: error: \(message)\n", "\(comment)")
        #expect(result.stdout.isEmpty, "\(comment)")
    }

    @Test func mistypedCommandsExit64WithAPointerToTheirHelp() throws {
        let content = OrderBookRunner.content
        let cases: [([String], String)] = [
            (["build", "--bogus"], "unknown option '--bogus' (see bistro build --help)"),
            (["receipt"], "missing expected argument '<order>' (see bistro receipt --help)"),
            (
                ["receipt", "X", "--format", "pdf"],
                "the value 'pdf' is invalid for '--format <format>'. Please provide one of 'text', 'html' or 'json' (see bistro receipt --help)"
            ),
            (
                ["report", "--since", "22/11/2026"],
                "--since must be a date such as 2026-11-22, found \"22/11/2026\" (see bistro report --help)"
            ),
            (
                ["notify", "retry", "--content", content],
                "give an order or --all (not both) (see bistro notify retry --help)"
            ),
            (["stock", "foo"], "unexpected argument 'foo' (see bistro stock --help)"),
        ]
        for (arguments, message) in cases {
            Self.expectError(try Self.runInEmptyFolder(arguments), 64, message, arguments.joined(separator: " "))
        }
    }

    /// `$BISTRO_NOW` stands in for `--now`: checked the same way, and `--now` wins over it.
    @Test func theClockFromTheEnvironmentIsCheckedLikeTheOption() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = OrderBookRunner.content
        Self.expectError(
            try BistroRunner.run(
                ["process", "--content", content], in: folder, environment: ["BISTRO_NOW": "tomorrow"]), 64,
            "$BISTRO_NOW must be a time with an offset such as 2026-11-22T17:00:00-05:00, found \"tomorrow\" (see bistro process --help)",
            "bad $BISTRO_NOW")
        let ok = try BistroRunner.run(
            ["process", "--content", content, "--now", "2026-11-22T17:00:00-05:00"], in: folder,
            environment: ["BISTRO_NOW": "tomorrow"])
        #expect(ok.status == 0, "--now wins: \(ok)")
    }

    @Test func anUnknownCommandSuggestsTheClosestOne() throws {
        let cases: [([String], String)] = [
            (["biuld"], #"unknown command "biuld" (did you mean build?)"#),
            (["proces", "--quiet"], #"unknown command "proces" (did you mean process?)"#),
            (["help", "recipt"], #"unknown command "recipt" (did you mean receipt?)"#),
            (["stock", "sett", "RC-KIT-01", "3"], #"unknown command "stock sett" (did you mean stock set?)"#),
            (["notify", "lst"], #"unknown command "notify lst" (did you mean notify list?)"#),
            (["xyzzy"], #"unknown command "xyzzy" (see bistro --help)"#),
            (["notify", "send"], #"unknown command "notify send" (see bistro notify --help)"#),
        ]
        for (arguments, message) in cases {
            Self.expectError(try Self.runInEmptyFolder(arguments), 64, message, arguments.joined(separator: " "))
        }
    }

    @Test func helpAndVersionGoToStandardOutputWithStatus0() throws {
        for arguments in [["--help"], ["help"], ["help", "stock", "set"], ["build", "--help"], ["--version"]] {
            let result = try Self.runInEmptyFolder(arguments)
            #expect(result.status == 0, "\(arguments)")
            #expect(result.stderr.isEmpty, "\(arguments)")
            #expect(!result.stdout.isEmpty, "\(arguments)")
        }
        #expect(
            try Self.runInEmptyFolder(["help", "stock", "set"]).stdout.contains(
                "USAGE: bistro stock set <sku> <quantity>"))
    }

    @Test func aMissingFolderOrDatabaseSaysWhatToDo() throws {
        let content = OrderBookRunner.content
        let noContent =
            "no content folder at ./Content (give its path with --content DIR, or make a new restaurant with bistro new DIR)"
        let noDatabase =
            "no order database at ./orders.sqlite (give its path with --db FILE or $BISTRO_DB; bistro process makes it)"
        let cases: [([String], String)] = [
            (["build"], noContent),
            (["check"], noContent),
            (["process"], noContent),
            (["orders"], noContent),
            (
                ["check", "--content", "Menu"],
                "no content folder at ./Menu (give its path with --content DIR, or make a new restaurant with bistro new DIR)"
            ),
            (
                ["check", "--content", content, "--templates", "Theme"],
                "no templates folder at ./Theme (give its path with --templates DIR, or leave --templates out to use the built-in templates)"
            ),
            (["orders", "--content", content], noDatabase),
            (["receipt", "RC-20261122-0001", "--content", content], noDatabase),
            (["status", "RC-20261122-0001", "--content", content], noDatabase),
            (["report", "--content", content], noDatabase),
            (["notify", "list"], noDatabase),
            (
                ["process", "--content", content, "--spool", "gone/spool"],
                "no spool folder at ./gone/spool, and no folder ./gone to make it in (give the spool folder with --spool DIR or $BISTRO_SPOOL)"
            ),
            (
                ["submit", "order.json", "--spool", "gone/spool"],
                "no spool folder at ./gone/spool, and no folder ./gone to make it in (give the spool folder with --spool DIR or $BISTRO_SPOOL)"
            ),
            (
                ["process", "--content", content, "--db", "gone/orders.sqlite"],
                "no folder ./gone for the order database ./gone/orders.sqlite (make it, or give another path with --db FILE or $BISTRO_DB)"
            ),
        ]
        for (arguments, message) in cases {
            Self.expectError(try Self.runInEmptyFolder(arguments), 1, message, arguments.joined(separator: " "))
        }
    }

    @Test func aFailedNewSaysWhyInWords() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data().write(to: folder.appendingPathComponent("file"))
        Self.expectError(
            try BistroRunner.run(["new", "file/cafe"], in: folder), 1, "cannot create ./file/cafe: Not a directory",
            "new")
    }

    /// "-3" would be an unknown option to the parser; it is a quantity to refuse in words, and nothing is
    /// written (no order database is made).
    @Test func aStockQuantityThatIsNotAWholeNumberIsRefusedInWords() throws {
        let bistro = try OrderBookRunner()
        let cases: [([String], String)] = [
            (["-3"], "the quantity cannot be negative, found -3: use 0 for sold out"),
            (["abc"], #"the quantity must be a whole number of 0 or more, or "unlimited", found "abc""#),
            (["2.5"], #"the quantity must be a whole number of 0 or more, or "unlimited", found "2.5""#),
            ([], #"missing the quantity: a whole number of 0 or more, or "unlimited""#),
            (["1000000001"], "the quantity must be at most 1000000000, found 1000000001"),
            (["3", "4"], "unexpected argument '4'"),
            (["3", "--bogus"], "unknown option '--bogus'"),
        ]
        for (words, message) in cases {
            let result = try bistro.run(["stock", "set", "RC-KIT-01"] + words)
            Self.expectError(result, 64, message + " (see bistro stock set --help)", words.joined(separator: " "))
        }
        #expect(!FileManager.default.fileExists(atPath: bistro.db))
        let set = try bistro.run(["stock", "set", "RC-KIT-01", "0"])
        #expect(set.status == 0 && set.stdout == "RC-KIT-01 (Family Comfort Week): 0 left\n", "\(set)")
        Self.expectError(
            try bistro.run(["stock", "set", "RC-NOPE", "3"]), 1, #"unknown SKU "RC-NOPE" (see bistro stock list)"#,
            "unknown SKU")
    }

    /// A bad currency no longer hides the rest of restaurant.json: every problem in it, in one run.
    @Test func everyProblemOfRestaurantJSONIsReportedAtOnce() throws {
        let fixture = "Tests/EndToEndTests/Fixtures/broken-content/bad-currency"
        let check = try BistroRunner.run(["check", "--content", fixture])
        #expect(check.status == 1)
        #expect(
            check.stderr == """
                \(fixture)/restaurant.json:3:15: error: "currency" must be an ISO 4217 code such as "CAD", found "dollars"
                \(fixture)/restaurant.json:4:15: error: unknown IANA time zone "Mars/Olympus_Mons" (e.g. "America/Toronto")
                \(fixture)/restaurant.json:5:14: error: "taxRate" must be a decimal string from "0" to "1" such as "0.13", found "13%"

                """)
    }

    /// An order that is not there is asked for by a number of the form this restaurant's orders have: its
    /// initials and today's date in its time zone (here already the 23rd in Tokyo).
    @Test func aMissingOrderIsAskedForInTheRestaurantsOwnForm() throws {
        let bistro = try OrderBookRunner()
        try FileManager.default.createDirectory(atPath: bistro.root + "/Grill", withIntermediateDirectories: true)
        try Data(#"{"name": "Green Garden Grill", "currency": "JPY", "timeZone": "Asia/Tokyo"}"#.utf8)
            .write(to: URL(fileURLWithPath: bistro.root + "/Grill/restaurant.json"))
        bistro.content = bistro.root + "/Grill"
        #expect(try bistro.run(["process"]).status == 0)
        for command in [["receipt", "nope"], ["status", "nope"], ["status", "nope", "ready"]] {
            Self.expectError(
                try bistro.run(command), 1,
                #"no order "nope" (give an order number such as GGG-20261123-0007 or an orderId)"#,
                command.joined(separator: " "))
        }
        bistro.content = OrderBookRunner.content
        Self.expectError(
            try bistro.run(["receipt", "nope"]), 1,
            #"no order "nope" (give an order number such as RC-20261122-0007 or an orderId)"#, "demo")
    }
}
