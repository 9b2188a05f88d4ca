import Foundation

/// Pipes each message to a sendmail-compatible command (e.g. `["/usr/sbin/sendmail", "-t", "-i"]`).
/// A non-zero exit or a command that cannot start is a failed delivery: the message stays queued.
public struct SendmailTransport: MailTransport {
    public let command: [String]

    public init(command: [String]) {
        self.command = command
    }

    public func deliver(_ text: String, fileName: String) throws(MailDeliveryError) {
        guard let executable = command.first else { throw MailDeliveryError("no sendmail command configured") }
        // A command that exits before reading its input must fail the delivery, not kill Bistro.
        signal(SIGPIPE, SIG_IGN)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = Array(command.dropFirst())
        let input = Pipe()
        process.standardInput = input
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        do {
            try process.run()
        } catch {
            throw MailDeliveryError("cannot run \(executable): \(error.localizedDescription)")
        }
        // A command that exits early closes the pipe; writing then fails, and the exit status says why.
        try? input.fileHandleForWriting.write(contentsOf: Data(text.utf8))
        try? input.fileHandleForWriting.close()
        let message = (try? errors.fileHandleForReading.readToEnd()).flatMap { $0.flatMap { String(data: $0, encoding: .utf8) } } ?? ""
        process.waitUntilExit()
        guard process.terminationReason == .exit, process.terminationStatus == 0 else {
            let detail = message.trimmingCharacters(in: .whitespacesAndNewlines)
            throw MailDeliveryError("\(executable) exited with status \(process.terminationStatus)\(detail.isEmpty ? "" : ": " + detail)")
        }
    }
}
