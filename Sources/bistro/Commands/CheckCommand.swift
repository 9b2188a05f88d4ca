import ArgumentParser
import BistroCore
import BistroSite
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate Content/ and Templates/ without writing anything.",
        discussion: """
            Every problem is printed as path:line:column: error: message, all at once; the exit status is 1 \
            when there are errors. Warnings (a template name no page has, a Markdown table) leave it 0 unless \
            --strict, which makes them errors. With --db, Content's stock values are also compared with the order \
            database: once a SKU has been ordered the book counts on from the value it started with, so a \
            changed Content value is a warning that says how to apply it. A site that takes orders without a \
            mail transport (notify.sendmail in restaurant.json) is warned about: its messages to customers \
            would only be queued in SPOOL/outbox/.

            Examples:
              bistro check
              bistro check --strict
              bistro check --content ~/cafe/Content --templates ~/cafe/Templates
              bistro check --db orders.sqlite
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var templatesOptions: TemplatesOptions
    @OptionGroup var strictOptions: StrictOptions
    @OptionGroup var output: OutputOptions

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Also compare Content's stock with this order database (default: $BISTRO_DB; none without).",
            valueName: "file"), completion: .file())
    var db: String?

    func run() throws {
        try contentOptions.requireFolder()
        try templatesOptions.requireFolder()
        let builder = SiteBuilder(
            folders: .init(content: contentOptions.content, templates: templatesOptions.folder, output: ""),
            strict: strictOptions.strict)
        let database = db ?? ProcessInfo.processInfo.environment["BISTRO_DB"].flatMap { $0.isEmpty ? nil : $0 }
        if let database, !FileManager.default.fileExists(atPath: database) {
            throw CommandFailure("no order database at \(database)")
        }
        let checked: SiteBuilder.Checked
        do throws(SiteBuildError) {
            if let database {
                checked = try builder.check(
                    orderBook: OrderBookInput(databasePath: database, now: CommandClock.now(nil)))
            } else {
                do { checked = try builder.check() } catch { throw .invalid(error) }
            }
        } catch {
            output.report(error.diagnostics)
            throw ExitCode(1)
        }
        let content = checked.model.content
        let transport = MailTransportWarning.diagnostic(for: content, in: contentOptions.content)
        output.report(checked.warnings + (transport.map { [$0] } ?? []))
        output.say(
            "\(contentOptions.content): ok (\(Counted(content.catalog.products.count, "product")), "
                + "\(Counted(content.coupons.count, "coupon")), \(Counted(content.pages.count, "page")))"
        )
        output.say("\(templatesOptions.folder ?? "built-in templates"): ok")
    }
}
