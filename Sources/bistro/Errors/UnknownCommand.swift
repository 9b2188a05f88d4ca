import ArgumentParser

/// A word where a subcommand was expected that names none: `bistro biuld`. Reported as
/// `bistro: error: unknown command "biuld" (did you mean build?)`, exit status 64.
struct UnknownCommand: Error, CustomStringConvertible {
    /// The words as typed after `bistro`, the unknown one last ("stock sett").
    let words: [String]
    /// The closest subcommand, with its parents' names ("stock set"); nil when none is close.
    let suggestion: String?
    /// "bistro stock", whose help lists the subcommands.
    let parent: String

    var description: String {
        let typed = words.joined(separator: " ")
        guard let suggestion else { return "unknown command \"\(typed)\" (see \(parent) --help)" }
        return "unknown command \"\(typed)\" (did you mean \(suggestion)?)"
    }

    /// Throws when a word of `path` is not a subcommand where one is expected (`help WORDS` included). A
    /// word after a command with a default subcommand (`bistro stock`) may be that subcommand's argument,
    /// so it is only an unknown command when it is close to a subcommand's name (`bistro stock sett`).
    static func check(_ path: CommandPath) throws {
        guard let word = path.unmatched else { return }
        let configuration = path.command.configuration
        let closest = CommandSuggestion.closest(
            to: word, among: configuration.subcommands.compactMap { $0.configuration.commandName })
        if closest == nil && configuration.defaultSubcommand != nil { return }
        throw UnknownCommand(
            words: path.names + [word], suggestion: closest.map { (path.names + [$0]).joined(separator: " ") },
            parent: path.commandLine)
    }
}
