import Hummingbird
import HummingbirdCore
import Logging
import ServiceLifecycle

/// Bistro's HTTP server: a built site's folder as static files, in the preview the preview's own routes,
/// and with an order book the order endpoints. Routes are grouped by concern (`PreviewRoutes`,
/// `OrderRoutes`), and what every answer needs is middleware, outermost first:
///
/// 1. `SecurityHeadersMiddleware`: Content-Security-Policy, nosniff, Referrer-Policy on every answer.
/// 2. `LoopbackHostMiddleware`: on a loopback connection, only loopback `Host` names (and the site's).
/// 3. `CachePolicyMiddleware`: no-store and noindex on receipts/, orders/ and api/ (no-store on
///    everything in the preview).
/// 4. In the preview, `PreviewPageMiddleware`: HTML pages with the reload script. With the order
///    endpoints, `APIRouteGroup`: `APIGuardMiddleware` (origin, rate limit, content type and size) on the
///    endpoints' own route group, and `APIAddressMiddleware` (404, 405) for the rest of `/api/`.
/// 5. `NotFoundPageMiddleware`: a GET or HEAD of nothing gets 404 with the site's `404.html`.
/// 6. `ByteRangeMiddleware`: `Range` requests read right (206, 416 or the whole file).
/// 7. Hummingbird's `FileMiddleware` over `SiteFileProvider`: GET and HEAD of files inside the folder,
///    a folder's `index.html` for a path ending in `/` (a redirect adds the `/`), 404 for a folder without
///    one (never a listing), 400 for a path with `..`, 404 for hidden files and links out of the site.
package enum SiteServer {
    /// The router, which tests drive with Hummingbird's test client.
    static func router(folder: SiteFolder, preview: PreviewEvents?, orders: OrderAPI? = nil) -> Router<
        ServerRequestContext
    > {
        let router = Router(context: ServerRequestContext.self)
        router.add(middleware: SecurityHeadersMiddleware())
        router.add(middleware: LoopbackHostMiddleware(hosts: LoopbackHost(siteOrigin: orders?.requestGuard.siteOrigin)))
        router.add(middleware: CachePolicyMiddleware(everything: preview != nil))
        if let preview {
            router.add(middleware: PreviewPageMiddleware(folder: folder))
            PreviewRoutes.add(to: router, events: preview)
        }
        if let orders {
            APIRouteGroup.add(to: router, guard: orders.requestGuard) {
                OrderRoutes.add(to: $0, service: orders.service, onOrderTaken: orders.onOrderTaken)
                BookingRoutes.add(to: $0, service: orders.service)
                DeliveryRoutes.add(to: $0, service: orders.service)
            }
            BookingPageRoute.add(to: router, service: orders.service)
            DriverPageRoute.add(to: router, service: orders.service)
        }
        router.add(middleware: NotFoundPageMiddleware(folder: folder))
        router.add(middleware: ByteRangeMiddleware())
        router.add(
            middleware: FileMiddleware(fileProvider: SiteFileProvider(folder: folder), searchForIndexHtml: true)
                .withAdditionalMediaTypes(forFileExtensions: SiteMediaTypes.byExtension))
        return router
    }

    /// The application on `listen`, its connections held to `limits` (`LimitedHTTP1Channel`; a
    /// `trustedProxies` peer is capped by the total only); `onRunning` gets the address to browse to (with
    /// the real port when port 0 was asked).
    static func application(
        listen: ListenAddress, router: Router<ServerRequestContext>, logger: Logger,
        limits: ConnectionLimits = .default, trustedProxies: Set<String> = [],
        onRunning: @escaping @Sendable (String) -> Void
    ) -> some ApplicationProtocol {
        Application(
            router: router,
            server: HTTPServerBuilder { responder in
                LimitedHTTP1Channel(
                    responder: responder, limits: limits, trustedProxies: trustedProxies, logger: logger)
            },
            configuration: .init(address: .hostname(listen.host, port: listen.port), serverName: nil),
            onServerRunning: { channel in onRunning(listen.url(port: channel.localAddress?.port ?? listen.port)) },
            logger: logger
        )
    }

    /// Serves the site in `folder` as it is (and, given `orders`, takes orders and check-ins) until
    /// SIGTERM or SIGINT, then stops cleanly: no new connections; the requests read whole are answered;
    /// requests still arriving get `limits.shutdownGrace` to arrive, then their connections are closed;
    /// then the order service decides what still waits and delivers the due messages (`OrderService`).
    package static func serve(
        folder path: String, listen: ListenAddress, orders: OrderAPI? = nil,
        limits: ConnectionLimits = .default, trustedProxies: Set<String> = [], logger: Logger,
        onRunning: @escaping @Sendable (String) -> Void
    ) async throws(ServerError) {
        guard let folder = SiteFolder(path: path) else {
            throw ServerError("\(path): no such folder (build the site first: bistro build --output \(path))")
        }
        let app = application(
            listen: listen, router: router(folder: folder, preview: nil, orders: orders), logger: logger,
            limits: limits, trustedProxies: trustedProxies, onRunning: onRunning)
        // Shut down last service first: the HTTP server answers what it read, then the order service
        // decides what still waits and delivers the due messages.
        var services: [any Service] = []
        if let orders { services += [orders.service, await ContentReloader.trapping(for: orders.service)] }
        try await run(services + [app], logger: logger, listen: listen)
    }

    /// Runs `services` in one service group that shuts down on SIGTERM and SIGINT, last service first.
    static func run(_ services: [any Service], logger: Logger, listen: ListenAddress) async throws(ServerError) {
        let group = ServiceGroup(
            configuration: .init(services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        do {
            try await group.run()
        } catch {
            throw ServerError(ListenFailure.message(for: error, listen: listen))
        }
    }
}

/// Why the server could not run (the folder is missing, the address is taken), in plain words.
package struct ServerError: Error, Sendable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
