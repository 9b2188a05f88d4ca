import ArgumentParser
import BistroCore
import BistroServer
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the built site over HTTP (orders too, with --spool and --db); --preview rebuilds as you edit.",
        discussion: """
            Without --preview, the site in --output is served as it is (run `bistro build` first). With \
            --preview, Content/ and Templates/ are built into a temporary folder (Site/ is never touched, \
            the folder is removed on exit) and rebuilt whenever a file under them changes; open pages reload \
            by themselves. While the content or templates have errors, every error is printed here as \
            path:line:column: error: message and shown over the page in the browser, and the last good site \
            keeps being served; fixing the file reloads the page. With --strict, warnings (a template name \
            no page has) fail a build the same way.

            With --spool and --db, the server also takes orders and check-ins: POST /api/orders (an order file \
            as JSON, at most 64 KiB) is delivered into the spool and processed at once as `bistro process` does \
            (same lock, same rules, same messages, delivered as --templates and restaurant.json say), then the \
            site in --output is published incrementally, so the receipt page exists when the answer goes out. \
            Each order taken is printed as one line (its number, total and pickup time) unless --quiet. \
            POST /api/check-ins takes {"token", "latitude", "longitude"} for the order of that receipt. The \
            order rules and message templates are loaded once at start: restart the server after changing \
            Content/ or Templates/. Each client may \
            post --rate-limit times a minute; behind nginx or Caddy, name the proxy with --trusted-proxy so the \
            client's address is read from X-Forwarded-For. Answers and status codes: \(Documentation.path("serve.md")).

            The server listens on 127.0.0.1 (this machine only) unless --listen says otherwise, never lists \
            folders, serves nothing outside the site (no .., no hidden files, no links out), and closes \
            connections whose request head, body or next request is late (--header-timeout, --body-timeout, \
            --idle-timeout) or that are over --max-connections or --max-client-connections. It stops cleanly \
            on Ctrl-C or SIGTERM: it answers the requests it has read, gives requests still arriving \
            --shutdown-grace seconds, and finishes the messages it began to deliver.

            Examples:
              bistro serve --preview --strict
              bistro serve --preview --listen 127.0.0.1:0
              bistro build && bistro serve --output Site --listen 127.0.0.1:8000
              bistro serve --spool spool --db orders.sqlite --trusted-proxy 127.0.0.1
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var notifications: NotificationOptions
    var templatesOptions: TemplatesOptions { notifications.templatesOptions }

    @Option(
        name: .long, help: ArgumentHelp("The built site to serve (without --preview).", valueName: "dir"),
        completion: .directory)
    var output: String = "Site"

    @Option(
        name: .long,
        help: ArgumentHelp("The address to listen on, host:port (port 0: any free port).", valueName: "address"))
    var listen: String = ListenAddress.default.description

    @Flag(name: .long, help: "Build into a temporary folder, rebuild on every change and reload open pages.")
    var preview = false

    @OptionGroup var strictOptions: StrictOptions

    @OptionGroup var store: StoreOptions

    @Option(name: .long, help: ArgumentHelp("Order POSTs a client may make per minute (0: no limit).", valueName: "n"))
    var rateLimit: Int = 30

    @Option(
        name: .long,
        help: ArgumentHelp(
            "The rate limit counts an IPv6 client by this many leading bits of its address.",
            valueName: "bits"))
    var rateLimitIpv6Prefix: Int = ClientNetwork.defaultIPv6PrefixLength

    @Option(
        name: .long,
        help: ArgumentHelp(
            "A proxy whose X-Forwarded-For is believed (repeatable), e.g. 127.0.0.1.", valueName: "address"))
    var trustedProxy: [String] = []

    @OptionGroup var connections: ConnectionOptions

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if (store.spool == nil) != (store.db == nil) {
            throw ValidationError(
                "--spool and --db go together: give both to take orders, or neither to serve the site only")
        }
        if preview && store.spool != nil {
            throw ValidationError("--preview serves a temporary site and takes no orders; leave out --spool and --db")
        }
        if strictOptions.strict && !preview {
            throw ValidationError("--strict checks the builds of --preview; add --preview or leave out --strict")
        }
        if rateLimit < 0 { throw ValidationError("--rate-limit must be 0 (no limit) or more, found \(rateLimit)") }
        if !ClientNetwork.ipv6PrefixLengths.contains(rateLimitIpv6Prefix) {
            throw ValidationError("--rate-limit-ipv6-prefix must be from 8 to 128 bits, found \(rateLimitIpv6Prefix)")
        }
        if ListenAddress(listen) == nil {
            throw ValidationError(
                "--listen must be host:port with a port from 0 to 65535, such as 127.0.0.1:8080, found \"\(listen)\"")
        }
    }

    func run() async throws {
        let address = ListenAddress(listen) ?? .default
        let logger = outputOptions.logger(label: "bistro.serve")
        let terminal = outputOptions
        let site = output, isPreview = preview
        let running: @Sendable (String) -> Void = { url in
            terminal.say(
                isPreview ? "Previewing at \(url) (Ctrl-C to stop)" : "Serving \(site) at \(url) (Ctrl-C to stop)")
            fflush(nil)  // the address and build lines go out at once, also into a pipe
        }
        // Made before serving: content, templates or the order book with errors stop here, with their diagnostics.
        let orders = store.spool == nil || preview ? nil : try orderAPI(site: site, logger: logger)
        do {
            if preview {
                let server = PreviewServer(
                    content: contentOptions.content, templates: templatesOptions.folder, listen: address,
                    strict: strictOptions.strict)
                try await server.run(
                    logger: logger,
                    onBuild: { build in
                        terminal.report(build.diagnostics)
                        let milliseconds = Int((build.duration / .milliseconds(1)).rounded())
                        terminal.say(
                            build.succeeded
                                ? "Build \(build.number): \(Counted(build.changedFiles, "file")) changed in \(milliseconds) ms"
                                : "Build \(build.number) failed: still serving the last good site")
                        fflush(nil)  // the address and build lines go out at once, also into a pipe
                    }, onRunning: running, onProblem: { StandardError.write("bistro: warning: \($0)") })
            } else {
                try await SiteServer.serve(
                    folder: site, listen: address, orders: orders, limits: connections.limits,
                    trustedProxies: Set(trustedProxy), logger: logger, onRunning: running)
            }
        } catch {
            StandardError.write("bistro: error: \(error.message)")
            throw ExitCode(1)
        }
    }
}
