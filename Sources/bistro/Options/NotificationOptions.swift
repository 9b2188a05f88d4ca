import ArgumentParser
import BistroContent
import BistroCore
import BistroMail
import BistroOrderBook
import BistroOrders
import BistroSite
import BistroTemplates
import Foundation

/// `--templates` for the commands that send messages, and how they are delivered: the Maildir outbox
/// `SPOOL/outbox/`, or `notify.sendmail` from restaurant.json.
struct NotificationOptions: ParsableArguments {
    @OptionGroup var templatesOptions: TemplatesOptions

    /// The message composer over the built-in templates and the owner's; template errors are printed and
    /// exit 1 (nothing is processed with a broken template).
    func composer(for restaurant: Restaurant, output: OutputOptions) throws -> MessageComposer {
        try templatesOptions.requireFolder()
        let folder = templatesOptions.folder
        do {
            let set = try TemplateSet.load(
                directory: folder.map { URL(fileURLWithPath: $0) }, displayDirectory: folder ?? "")
            return MessageComposer(restaurant: restaurant, templates: set)
        } catch {
            output.report(error.diagnostics)
            throw ExitCode(1)
        }
    }

    /// Delivery through sendmail when restaurant.json names a command (each message stopped after
    /// `notify.sendmailTimeoutSeconds`), else into `SPOOL/outbox/`.
    func delivery(store: OrderStore, spool: SpoolDirectory, composer: MessageComposer) -> NotificationDelivery {
        let restaurant = composer.restaurant
        let transport: any MailTransport =
            restaurant.sendmail.map {
                SendmailTransport(command: $0, timeout: .seconds(restaurant.sendmailTimeoutSeconds))
            }
            ?? MaildirOutbox(directory: URL(fileURLWithPath: spool.root).appendingPathComponent("outbox"))
        return NotificationDelivery(
            store: store, transport: transport, sender: composer.sender, timeZone: composer.timeZone, spool: spool)
    }
}
