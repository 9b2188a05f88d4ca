/// The order endpoints of `bistro serve --spool … --db …`: the order service they feed and the checks
/// every request to them passes.
package struct OrderAPI: Sendable {
    package var service: OrderService
    package var requestGuard: APIGuard

    package init(service: OrderService, requestGuard: APIGuard) {
        self.service = service
        self.requestGuard = requestGuard
    }
}
