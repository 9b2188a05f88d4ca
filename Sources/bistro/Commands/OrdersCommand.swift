import ArgumentParser
import BistroCore
import BistroJSON
import BistroOrderBook
import BistroOrders
import Foundation

struct OrdersCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "List accepted orders, or with --queue the kitchen's queue.",
        discussion: """
            Each line gives the order number, when it was placed, its pickup time ("asap" for as soon as \
            possible; "deliver" and the time at the door for a delivery order), status, total, customer and \
            items. JSON gives, for each order, its orderId (when the \
            file had one), order number, customer, status, lines (sku, name, quantity, unit price) and every \
            money figure as a decimal string. The order database is opened read-only.

            --queue lists what is to be cooked next: the orders received or being prepared, in pickup order \
            (an as-soon-as-possible order counts from when it was placed), each line with its note; a delivery \
            order is marked DELIVERY with its zone and its time at the door.

            Examples:
              bistro orders
              bistro orders --customer ada@example.com
              bistro orders --status received --day 2026-11-22
              bistro orders --json --limit 20
              bistro orders --queue
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var store: StoreOptions
    @OptionGroup var output: OutputOptions

    @Option(
        name: .long, help: ArgumentHelp("Only this customer's orders (email, case-insensitive).", valueName: "email"))
    var customer: String?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Only orders with this status: received, preparing, ready, picked-up or cancelled (repeatable).",
            valueName: "status"))
    var status: [OrderStatusArgument] = []

    @Option(
        name: .long,
        help: ArgumentHelp("Only orders placed on this day (restaurant time) or \"today\".", valueName: "YYYY-MM-DD"))
    var day: String?

    @Option(name: .long, help: "At most this many orders.") var limit: Int?

    @Flag(name: .long, help: "The kitchen's queue: received and preparing orders in pickup order, with notes.")
    var queue = false

    @Flag(name: .long, help: "Print JSON.") var json = false

    func validate() throws {
        if let day, day != "today", CalendarDay.parse(day) == nil {
            throw ValidationError("--day must be a date as YYYY-MM-DD or \"today\", found \"\(day.prefix(40))\"")
        }
        if queue, !status.isEmpty {
            throw ValidationError("--queue lists received and preparing orders; leave out --status")
        }
        if let limit, limit < 0 { throw ValidationError("--limit must be 0 or more, found \(limit)") }
    }

    func run() throws {
        let content = try contentOptions.load(output: output)
        let zone = TimeZone(identifier: content.restaurant.timeZone) ?? .gmt
        let onDay = day.map { $0 == "today" ? LocalTime(store.currentTime, in: zone).day : CalendarDay.parse($0)! }
        let statuses: Set<OrderStatus>? =
            queue ? [.received, .preparing] : status.isEmpty ? nil : Set(status.map(\.status))
        var orders = try runStore {
            try store.openReadOnlyStore().orders(
                customerEmail: customer, limit: queue ? nil : limit, statuses: statuses, day: onDay)
        }
        if queue {
            orders.sort { ($0.kitchenTime, $0.id) < ($1.kitchenTime, $1.id) }
            if let limit { orders = Array(orders.prefix(limit)) }
        }
        let renderer = ReceiptRenderer(
            localeIdentifier: content.restaurant.locale, currency: content.restaurant.currency)
        if json {
            print(JSONValue.array(orders.map(renderer.json)).rendered(pretty: true))
            return
        }
        if orders.isEmpty { output.say(queue ? "Nothing to cook." : "No orders."); return }
        if queue {
            for order in orders {
                print(KitchenQueueText.lines(order, readyBy: order.readyDueAt).joined(separator: "\n"))
            }
            return
        }
        for order in orders {
            let items = order.lines.map { "\($0.quantity)× \($0.sku)" }.joined(separator: ", ")
            let time = order.pickupAt.map { ReceiptRenderer.displayTime($0) } ?? "asap"
            let when = (order.delivery == nil ? "pickup " : "deliver ") + time
            print(
                "\(order.orderNumber)  \(ReceiptRenderer.displayTime(order.placedAt))  "
                    + "\(when.padding(toLength: max(23, when.count), withPad: " ", startingAt: 0))  "
                    + "\(order.status.words.padding(toLength: 9, withPad: " ", startingAt: 0))  "
                    + "\(renderer.formatter.format(order.total).leftPadded(to: 10))  \(order.customerName) <"
                    + "\(order.customerEmail)>  \(items)"
            )
            // A delivery order's fee on a line of its own, with where it goes.
            if let delivery = order.delivery {
                print(
                    "    delivery \(renderer.formatter.format(order.deliveryFee)) · \(delivery.zone) · "
                        + delivery.addressLine)
            }
        }
    }
}

/// `--status` values as staff type them ("picked-up").
enum OrderStatusArgument: String, ExpressibleByArgument, CaseIterable {
    case received, preparing, ready
    case pickedUp = "picked-up"
    case cancelled

    var status: OrderStatus {
        switch self {
        case .received: .received
        case .preparing: .preparing
        case .ready: .ready
        case .pickedUp: .pickedUp
        case .cancelled: .cancelled
        }
    }
}
