import ArgumentParser
import BistroCore
import BistroOrderBook
import BistroOrders
import BistroSite

struct ReceiptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipt",
        abstract: "Print the receipt of an accepted order.",
        discussion: """
            ORDER is an order number (RC-20261122-0007), the orderId the order file gave, or a receipt token. \
            The receipt is rebuilt from the order database alone: names, prices and tax as they were when the \
            order was placed. JSON gives every money figure as a decimal string. HTML is the receipt page \
            `bistro build --db` publishes at receipts/TOKEN/, rendered the same way: receipt.mustache in the \
            site's layout, with the owner's templates (--templates, or Templates when it exists) over the \
            built-in ones; its stylesheet and links are the site's. The order database is opened read-only.

            Examples:
              bistro receipt RC-20261122-0007
              bistro receipt web-4711 --format json
              bistro receipt RC-20261122-0007 --format html > receipt.html
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, html, json }

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var templatesOptions: TemplatesOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "Order number, orderId or receipt token.") var order: String

    @Option(name: .long, help: "text, html or json.") var format: Format = .text

    func run() throws {
        guard format != .html else { return try printPage() }
        let content = try contentOptions.load(output: output)
        let found = try recordedOrder(restaurant: content.restaurant)
        let renderer = ReceiptRenderer(localeIdentifier: content.restaurant.locale, currency: found.currency)
        if format == .json {
            print(renderer.json(found).rendered(pretty: true))
        } else {
            print(renderer.text(found), terminator: "")
        }
    }

    /// The receipt page, through the site's renderer: content and templates are checked as
    /// `bistro build` checks them (every error printed, exit status 1).
    private func printPage() throws {
        try contentOptions.requireFolder()
        try templatesOptions.requireFolder()
        let folders = SiteBuilder.Folders(
            content: contentOptions.content, templates: templatesOptions.folder, output: "")
        let site: SiteBuilder.Checked
        do {
            site = try SiteBuilder(folders: folders).check()
        } catch {
            output.report(error.diagnostics)
            throw ExitCode(1)
        }
        output.report(site.warnings)
        let found = try recordedOrder(restaurant: site.model.restaurant)
        let formatter = MoneyFormatter(localeIdentifier: site.model.restaurant.locale, currency: found.currency)
        let page = PageRenderer(model: site.model, templates: site.templates).renderReceipt(found, formatter: formatter)
        print(page, terminator: "")
    }

    private func recordedOrder(restaurant: Restaurant) throws -> StoredOrder {
        guard let found = try runStore({ try store.openReadOnlyStore().order(reference: order) }) else {
            throw CommandFailure.noOrder(order, restaurant: restaurant, at: store.currentTime)
        }
        return found
    }
}
