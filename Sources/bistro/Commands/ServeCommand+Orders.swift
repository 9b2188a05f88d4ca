import ArgumentParser
import BistroContent
import BistroCore
import BistroOrderBook
import BistroOrders
import BistroServer
import BistroSite
import Foundation
import Logging

extension ServeCommand {
    /// The order endpoints over `--db` (and `--spool`, whose lock the delivery of messages shares with
    /// `bistro process`): content and templates loaded once, the order book opened (made when missing) and
    /// held by the order service for the life of the server, and the site in `site` brought up to date with
    /// it before the first request.
    func orderAPI(site: String, logger: Logger) throws -> OrderAPI {
        let (content, composer) = try orderRules()
        if let warning = MailTransportWarning.diagnostic(for: content, in: contentOptions.content) {
            outputOptions.report([warning])
        }
        try store.requireSpoolPlace()
        do {
            try store.spoolDirectory.prepare()
        } catch {
            throw CommandFailure("\(error)")
        }
        let orderStore = try store.openStore()
        let delivery = notifications
        let spool = store.spoolDirectory
        let nowOption = store.now
        let publisher = SitePublisher(
            content: contentOptions.content, templates: templatesOptions.folder, output: site,
            databasePath: store.databasePath)
        do {
            let report = try publisher.publish(now: CommandClock.now(nowOption))
            outputOptions.report(report.warnings.filter { $0.severity == .error })
        } catch {
            outputOptions.report(error.diagnostics)
            throw ExitCode(1)
        }
        let setup = OrderServiceSetup(
            intake: OrderIntake(store: orderStore, composer: composer), content: content, spool: spool,
            makeDelivery: { $0.map { delivery.delivery(store: orderStore, spool: spool, composer: $0) } },
            now: { CommandClock.now(nowOption) }, publisher: publisher,
            // As at start; errors are reported and the running rules stay.
            reloadContent: { try? orderRules() }, logger: logger,
            onProblem: { StandardError.write("bistro: warning: \($0)") })
        let limiter = rateLimit > 0 ? RateLimiter(perMinute: rateLimit) : nil
        let requestGuard = APIGuard(
            baseURL: content.restaurant.baseURL, rateLimiter: limiter,
            clientAddress: ClientAddress(
                trustedProxies: Set(trustedProxy),
                ipv6PrefixLength: rateLimitIpv6Prefix))
        return OrderAPI(
            service: OrderService(setup: setup), requestGuard: requestGuard,
            onOrderTaken: orderLines(restaurant: content.restaurant))
    }

    /// Prints `OrderTakenLine` for each order taken, unless `--quiet`, from what the order core answered
    /// (no read of the book), on a task of its own, so the answer never waits for the terminal.
    private func orderLines(restaurant: Restaurant) -> (@Sendable (OrderStore.Receipt) -> Void)? {
        guard !outputOptions.quiet else { return nil }
        let terminal = outputOptions
        let formatter = ReceiptRenderer(localeIdentifier: restaurant.locale, currency: restaurant.currency).formatter
        return { receipt in
            Task.detached {
                terminal.say(OrderTakenLine.text(receipt, formatter: formatter))
                fflush(nil)  // one line per order, at once, also into a pipe or the journal
            }
        }
    }

    /// What orders are decided and worded by: the content and the messages' templates, loaded and checked
    /// (errors reported on standard error). At start and again on SIGHUP.
    private func orderRules() throws -> (RestaurantContent, MessageComposer) {
        let content = try contentOptions.load(output: outputOptions)
        return (content, try notifications.composer(for: content.restaurant, output: outputOptions))
    }
}
