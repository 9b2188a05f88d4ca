/// The warning `bistro check` and the start of `bistro serve` print for a restaurant that takes orders with
/// no mail transport set (`notify.sendmail`), as the demo restaurant does: tests of other warnings expect it
/// exactly, or leave it out of what they compare.
enum MailTransportWarningLine {
    /// The line (with its newline) for the content folder `content` as given on the command line.
    static func line(content: String) -> String {
        "\(content)/restaurant.json:1:1: warning: the site takes orders but no mail transport is set "
            + "(notify.sendmail), so messages to customers are only queued in SPOOL/outbox/ and never leave this "
            + "machine; set notify.sendmail to msmtp or another sendmail-compatible command "
            + "(docs/pickup.md#a-mail-transport-msmtp)\n"
    }

    /// `stderr` without the warning's line.
    static func removed(from stderr: String) -> String {
        stderr.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.contains("warning: the site takes orders but no mail transport is set") }
            .joined(separator: "\n")
    }
}
