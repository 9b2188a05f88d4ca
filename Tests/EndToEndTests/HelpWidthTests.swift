import Foundation
import Testing

/// Every command's `--help` read on an 80-column terminal: no line is wider (but the USAGE line, which
/// ArgumentParser never wraps), and no example is broken in the middle of a command. ArgumentParser wraps
/// the discussion at the terminal's width, so an example too long for it would go on at column 0. No help
/// has an ellipsis "…", which the man page generated from it loses.
@Suite struct HelpWidthTests {
    static let columns = 80

    /// Every command path, found from `bistro --help` down through each SUBCOMMANDS section, so a new
    /// command is checked without being listed here.
    static func commandPaths() throws -> [[String]] {
        var found: [[String]] = []
        var pending: [[String]] = [[]]
        while let path = pending.popLast() {
            found.append(path)
            let help = try help(path)
            pending += subcommands(in: help.stdout).map { path + [$0] }
        }
        return found.sorted { $0.joined(separator: " ") < $1.joined(separator: " ") }
    }

    static func help(_ path: [String]) throws -> BistroRunner.Result {
        try BistroRunner.run(path + ["--help"], environment: ["COLUMNS": String(columns)])
    }

    /// The names listed under SUBCOMMANDS: ("  list (default)   List the …" gives "list").
    static func subcommands(in help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "SUBCOMMANDS:") else { return [] }
        return lines[(start + 1)...].prefix { !$0.isEmpty }.compactMap { line in
            line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
        }
    }

    /// The lines of the Examples block of the discussion, up to the blank line that ends it.
    static func examples(in help: String) -> [String] {
        let lines = help.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: "Examples:") else { return [] }
        return Array(lines[(start + 1)...].prefix { !$0.isEmpty })
    }

    static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    @Test func everyHelpFitsEightyColumnsWithEveryExampleWhole() throws {
        let paths = try Self.commandPaths()
        #expect(paths.count >= 18, "\(paths)")
        for path in paths {
            let name = (["bistro"] + path).joined(separator: " ")
            let help = try Self.help(path)
            #expect(help.status == 0 && help.stderr.isEmpty, "\(name): \(help)")
            // The man pages come from the same text, and the generator drops "…": write "..." or words.
            #expect(!help.stdout.contains("…"), "\(name): an ellipsis \"…\", which its man page loses")
            let lines = help.stdout.components(separatedBy: "\n")
            for line in lines where !line.hasPrefix("USAGE: ") {
                #expect(line.count <= Self.columns, "\(name): \(line.count) columns: \(line)")
            }
            let examples = Self.examples(in: help.stdout)
            #expect(!examples.isEmpty || path.isEmpty || path == ["notify"], "\(name) has no examples")
            for (index, line) in examples.enumerated() {
                let continues = index > 0 && examples[index - 1].hasSuffix("\\")
                if continues {
                    // The rest of a command broken with a backslash, indented under it.
                    #expect(Self.indent(line) > 2, "\(name): continuation not indented: \(line)")
                } else {
                    // A wrapped example would go on at column 0, without the two spaces.
                    #expect(Self.indent(line) == 2 && line.contains("bistro "), "\(name): not a whole example: \(line)")
                }
            }
            #expect(!(examples.last?.hasSuffix("\\") ?? false), "\(name): the last example ends with a backslash")
        }
    }

    @Test func theExamplesBlockIsFoundAndAWrappedExampleIsCaught() throws {
        // The checks above on a help too narrow for its examples: they must see the break.
        let narrow = try BistroRunner.run(["build", "--help"], environment: ["COLUMNS": "50"])
        let examples = Self.examples(in: narrow.stdout)
        #expect(examples.contains("  bistro build"))
        #expect(examples.contains { Self.indent($0) == 0 })
    }
}
