/// The order endpoints of `bistro serve --spool … --db …`: the processing loop they feed and the checks
/// every request to them passes.
package struct OrderAPI: Sendable {
    package var desk: OrderDesk
    package var requestGuard: APIGuard

    package init(desk: OrderDesk, requestGuard: APIGuard) {
        self.desk = desk
        self.requestGuard = requestGuard
    }
}
