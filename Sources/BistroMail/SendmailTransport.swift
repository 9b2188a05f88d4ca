import Foundation

/// Pipes each message to a sendmail-compatible command (e.g. `["/usr/sbin/sendmail", "-t", "-i"]`).
/// A non-zero exit, a command that cannot start, or one that has not finished within `timeout` (its
/// process group is then killed) is a failed delivery: the message stays queued.
///
/// A command whose file is named `sendmail` gets `-i` when it has neither `-i` nor `-oi`, so a line
/// holding only "." does not end the message early. Bistro's bodies never hold such a line anyway
/// (quoted-printable writes a leading period as "=2E"); `-i` covers whatever a mail reader may add.
package struct SendmailTransport: MailTransport {
    package let command: [String]
    package let timeout: Duration

    static let defaultTimeout: Duration = .seconds(30)

    package init(command: [String], timeout: Duration = defaultTimeout) {
        self.command = Self.ignoringDots(command)
        self.timeout = timeout
    }

    /// `command` with `-i` after the program when it is a sendmail without `-i` or `-oi`.
    static func ignoringDots(_ command: [String]) -> [String] {
        guard let program = command.first, program.split(separator: "/").last == "sendmail",
            !command.dropFirst().contains(where: { $0 == "-i" || $0 == "-oi" })
        else { return command }
        return [program, "-i"] + command.dropFirst()
    }

    package func deliver(_ text: String, fileName: String) throws(MailDeliveryError) {
        guard let executable = command.first else { throw MailDeliveryError("no sendmail command configured") }
        // A command that exits before reading its input must fail the delivery, not kill Bistro.
        signal(SIGPIPE, SIG_IGN)
        switch PipedCommand(arguments: command).run(input: Array(text.utf8), timeout: timeout) {
        case .exited(0, _):
            return
        case .exited(let status, let errors):
            throw MailDeliveryError("\(executable) exited with status \(status)\(Self.detail(errors))")
        case .killed(let signal, let errors):
            throw MailDeliveryError("\(executable) was killed by signal \(signal)\(Self.detail(errors))")
        case .timedOut:
            throw MailDeliveryError(
                "\(executable) did not finish within \(Self.seconds(timeout)) and was stopped", kind: .timedOut)
        case .cannotStart(let reason):
            throw MailDeliveryError("cannot run \(executable): \(reason)")
        }
    }

    private static func detail(_ errors: String) -> String {
        let text = errors.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? "" : ": " + text
    }

    private static func seconds(_ duration: Duration) -> String {
        let seconds = duration.components.seconds
        return seconds == 1 ? "1 second" : "\(seconds) seconds"
    }
}
