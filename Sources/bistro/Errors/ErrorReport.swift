import ArgumentParser

/// The one way a run of `bistro` ends on an error. Every error of the command line is one line
/// `bistro: error: MESSAGE` on standard error, and the exit status says whose mistake it was:
/// - 64 (EX_USAGE) for the way the command was typed: an unknown command or option, a missing or invalid
///   argument (ArgumentParser's own errors and every `ValidationError`), with a pointer to the command's help;
/// - 1 for a failure to do the work: a `CommandFailure`, or any other error a command lets through;
/// - the status of an `ExitCode`, whose reason was printed already (content diagnostics, printed as
///   `path:line:column: error: message`, are not command-line errors).
/// `--help` and `--version` are not errors: their text goes to standard output, with status 0.
enum ErrorReport {
    static func finish(_ error: any Error, path: CommandPath) -> Never {
        switch error {
        case let unknown as UnknownCommand:
            StandardError.write("bistro: error: \(unknown)")
            StandardStreams.finish(status: ExitCode.validationFailure.rawValue)
        case let failure as CommandFailure:
            StandardError.write("bistro: error: \(failure.message)")
            StandardStreams.finish(status: ExitCode.failure.rawValue)
        default:
            break
        }
        let status = Bistro.exitCode(for: error)
        if status == .success {
            let text = Bistro.fullMessage(for: error)
            if !text.isEmpty { print(text) }
            StandardStreams.finish()
        }
        let message = Bistro.message(for: error)
        if status == .validationFailure {
            let sentence = message.hasSuffix(".") ? String(message.dropLast()) : message
            StandardError.write("bistro: error: \(lowercasingFirstWord(sentence)) (see \(path.commandLine) --help)")
        } else if !message.isEmpty {
            StandardError.write("bistro: error: \(message)")
        }
        StandardStreams.finish(status: status.rawValue)
    }

    /// "Unknown option '--x'" → "unknown option '--x'", as the rest of Bistro's messages read; "SKU …" stays.
    private static func lowercasingFirstWord(_ message: String) -> String {
        guard let first = message.first, first.isUppercase, !(message.dropFirst().first?.isUppercase ?? false) else {
            return message
        }
        return first.lowercased() + message.dropFirst()
    }
}
