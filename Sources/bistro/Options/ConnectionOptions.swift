import ArgumentParser
import BistroServer

/// `bistro serve`'s limits on connections: how long a request's head, its body and an idle kept-alive
/// connection may take, how many connections are open in all and per client, and how long a stopping
/// server waits for requests still arriving (docs/serve.md, "Connections").
struct ConnectionOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("Seconds a request's head may take to arrive.", valueName: "seconds"))
    var headerTimeout: Int = 10

    @Option(name: .long, help: ArgumentHelp("Seconds a request's body may take to arrive.", valueName: "seconds"))
    var bodyTimeout: Int = 30

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Seconds a kept-alive connection may wait for its next request.",
            valueName: "seconds"))
    var idleTimeout: Int = 60

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Open connections in all; more are closed at once (default: (ulimit -n - 64) / 2, at most 4096).",
            valueName: "n"))
    var maxConnections: Int?

    @Option(
        name: .long,
        help: ArgumentHelp(
            "Open connections per client address, but for a trusted proxy, 127.0.0.1 and ::1 (0: no cap).",
            valueName: "n"))
    var maxClientConnections: Int = ConnectionLimits.defaultMaxClientConnections

    @Option(
        name: .long,
        help: ArgumentHelp(
            "On SIGTERM, seconds requests still arriving may take before they are cut off.",
            valueName: "seconds"))
    var shutdownGrace: Int = 10

    func validate() throws {
        for (name, seconds) in [
            ("--header-timeout", headerTimeout), ("--body-timeout", bodyTimeout),
            ("--idle-timeout", idleTimeout), ("--shutdown-grace", shutdownGrace),
        ] {
            guard (1...86_400).contains(seconds) else {
                throw ValidationError("\(name) must be a whole number of seconds from 1 to 86400, found \(seconds)")
            }
        }
        if let maxConnections, maxConnections < 1 {
            throw ValidationError("--max-connections must be 1 or more, found \(maxConnections)")
        }
        if maxClientConnections < 0 {
            throw ValidationError("--max-client-connections must be 0 (no cap) or more, found \(maxClientConnections)")
        }
    }

    var limits: ConnectionLimits {
        ConnectionLimits(
            headerTimeout: .seconds(headerTimeout), bodyTimeout: .seconds(bodyTimeout),
            idleTimeout: .seconds(idleTimeout),
            maxConnections: maxConnections ?? ConnectionLimits.defaultMaxConnections,
            maxClientConnections: maxClientConnections == 0 ? nil : maxClientConnections,
            shutdownGrace: .seconds(shutdownGrace))
    }
}
