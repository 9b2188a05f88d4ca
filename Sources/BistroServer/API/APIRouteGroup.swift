import Hummingbird

/// How the order endpoints join the router: in a route group that carries `APIGuardMiddleware`, so the
/// guard runs for exactly the requests the router gives their handlers, whatever way their path was
/// written; then `APIAddressMiddleware` in front of the static files for the rest of `/api/`.
enum APIRouteGroup {
    /// `routes` registers the endpoints (full paths: `/api/orders`) on the guarded group.
    static func add(
        to router: Router<ServerRequestContext>, guard settings: APIGuard,
        routes: (RouterGroup<ServerRequestContext>) -> Void
    ) {
        routes(router.group().add(middleware: APIGuardMiddleware(guardSettings: settings)))
        router.add(middleware: APIAddressMiddleware())
    }
}
