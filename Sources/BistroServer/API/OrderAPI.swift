import BistroOrderBook

/// The order endpoints of `bistro serve --spool … --db …`: the order service they feed and the checks
/// every request to them passes.
package struct OrderAPI: Sendable {
    package var service: OrderService
    package var requestGuard: APIGuard
    /// Told of every new order the endpoint accepted (not of duplicates or rejections), once its answer is
    /// decided: `bistro serve` prints a line for the owner. It runs on the request's task: keep it short.
    package var onOrderTaken: (@Sendable (OrderStore.Receipt) -> Void)?

    package init(
        service: OrderService, requestGuard: APIGuard, onOrderTaken: (@Sendable (OrderStore.Receipt) -> Void)? = nil
    ) {
        self.service = service
        self.requestGuard = requestGuard
        self.onOrderTaken = onOrderTaken
    }
}
