import Foundation
import ArgumentParser
import BistroJSON
import BistroOrders

struct OrdersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "List accepted orders, newest first.",
        discussion: """
            JSON gives, for each order, its orderId (when the file had one), order number, customer, status, \
            lines (sku, name, quantity, unit price) and every money figure as a decimal string. The order \
            database is opened read-only.

            Examples:
              bistro orders
              bistro orders --customer ada@example.com
              bistro orders --json --limit 20
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Option(name: .long, help: ArgumentHelp("Only this customer's orders (email, case-insensitive).", valueName: "email"))
    var customer: String?

    @Option(name: .long, help: "At most this many orders.") var limit: Int?

    @Flag(name: .long, help: "Print JSON.") var json = false

    func run() throws {
        let content = try contentOptions.load(output: output)
        let orders = try runStore { try store.openReadOnlyStore().orders(customerEmail: customer, limit: limit) }
        let renderer = ReceiptRenderer(localeIdentifier: content.restaurant.locale, currency: content.restaurant.currency)
        if json {
            print(JSONValue.array(orders.map(renderer.json)).rendered(pretty: true))
            return
        }
        if orders.isEmpty { output.say("No orders."); return }
        for order in orders {
            let items = order.lines.map { "\($0.quantity)× \($0.sku)" }.joined(separator: ", ")
            print("\(order.orderNumber)  \(ReceiptRenderer.displayTime(order.placedAt))  \(order.status.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0))  \(renderer.formatter.format(order.total).leftPadded(to: 10))  \(order.customerName) <\(order.customerEmail)>  \(items)")
        }
    }
}
