import ArgumentParser
import BistroOrders

struct ReceiptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "receipt",
        abstract: "Print the receipt of an accepted order.",
        discussion: """
            ORDER is an order number (RC-20261122-0007), the orderId the order file gave, or a receipt token. \
            The receipt is rebuilt from the order database alone: names, prices and tax as they were when the \
            order was placed. JSON gives every money figure as a decimal string; HTML is a standalone page. \
            The order database is opened read-only.

            Examples:
              bistro receipt RC-20261122-0007
              bistro receipt web-4711 --format json
              bistro receipt RC-20261122-0007 --format html > receipt.html
            """
    )

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, html, json }

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Argument(help: "Order number, orderId or receipt token.") var order: String

    @Option(name: .long, help: "text, html or json.") var format: Format = .text

    func run() throws {
        let content = try contentOptions.load(output: output)
        guard let found = try runStore({ try store.openReadOnlyStore().order(reference: order) }) else {
            throw CommandFailure.noOrder(order, restaurant: content.restaurant, at: store.currentTime)
        }
        let renderer = ReceiptRenderer(localeIdentifier: content.restaurant.locale, currency: found.currency)
        switch format {
        case .text: print(renderer.text(found), terminator: "")
        case .html: print(renderer.html(found), terminator: "")
        case .json: print(renderer.json(found).rendered(pretty: true))
        }
    }
}
