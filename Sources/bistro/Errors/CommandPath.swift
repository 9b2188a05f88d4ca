import ArgumentParser

/// The subcommands the leading words of an argument list name: `stock set` for `bistro stock set X 3`,
/// `notify list` for `bistro help notify list`.
struct CommandPath {
    /// The names as typed, from the root's subcommand down ("stock", "set").
    var names: [String] = []
    /// The command they lead to (the root when they are none).
    var command: ParsableCommand.Type
    /// The word after them, when it may have meant a subcommand: not an option, and the command has
    /// subcommands.
    var unmatched: String?

    init(_ arguments: [String], root: ParsableCommand.Type) {
        command = root
        for word in arguments.first == "help" ? Array(arguments.dropFirst()) : arguments {
            let subcommands = command.configuration.subcommands
            guard !subcommands.isEmpty, !word.hasPrefix("-") else { return }
            guard let next = subcommands.first(where: { $0.names.contains(word) }) else {
                unmatched = word
                return
            }
            command = next
            names.append(word)
        }
    }

    /// "bistro stock set", for messages.
    var commandLine: String { (["bistro"] + names).joined(separator: " ") }
}

extension ParsableCommand {
    /// The names a subcommand is called by: its name and its aliases.
    static var names: [String] {
        (configuration.commandName.map { [$0] } ?? []) + configuration.aliases
    }
}
