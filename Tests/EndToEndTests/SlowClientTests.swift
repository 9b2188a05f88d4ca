import Foundation
import Testing

/// Issue 23, item 5: `bistro serve` against clients that connect and then send nothing, half a request
/// head or half a body. Each such connection is closed after the header or body timeout, a kept-alive one
/// after the idle timeout, and connections over the per-client or the total cap are closed at once, so a
/// customer's order is still answered at once (the server used to keep them all open, and 240 of them under
/// `ulimit -n 256` made orders time out). The flooding clients are other loopback addresses (127.0.0.x).
@Suite struct SlowClientTests {
    /// A serving shop with `extra` options and, given `fileLimit`, that `ulimit -n`.
    static func shop(_ extra: [String], fileLimit: Int? = nil) throws -> (
        server: ServerProcess, port: Int, runner: OrderBookRunner
    ) {
        let runner = try OrderBookRunner()
        let templates = BistroRunner.packageRoot.appendingPathComponent("Templates").path
        let server = try ServerProcess(
            [
                "serve", "--output", runner.root + "/Site", "--content", runner.content, "--templates", templates,
                "--spool", runner.spool, "--db", runner.db, "--listen", "127.0.0.1:0", "--now", OrderServer.now,
                "--rate-limit", "0",
            ] + extra,
            in: URL(fileURLWithPath: runner.root), fileLimit: fileLimit)
        guard let port = server.waitForOutput(#"http://127\.0\.0\.1:(\d+)/"#, within: 120).flatMap({ Int($0) }) else {
            server.stop()
            throw ProbeError("bistro serve did not start: \(server.stderr)")
        }
        return (server, port, runner)
    }

    enum Slowness: CaseIterable { case nothing, halfHead, halfBody }

    /// A connection from `source` that sends `slowness` and then waits.
    static func slowClient(_ slowness: Slowness, port: Int, from source: String) throws -> RawConnection {
        let connection = try RawConnection(port: port, from: source)
        let body = Array(OrderServer.order("slow").utf8)
        let head =
            "POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
            + "Content-Length: \(body.count)\r\n\r\n"
        switch slowness {
        case .nothing: break
        case .halfHead: try? connection.write(Array(head.utf8.prefix(head.utf8.count / 2)))
        case .halfBody: try? connection.write(Array(head.utf8) + body.prefix(body.count / 2))
        }
        return connection
    }

    /// Posts an order from 127.0.0.1 and says how long its answer took.
    static func timedOrder(_ id: String, port: Int) throws -> (answer: HTTPExchange, seconds: Double) {
        let start = Date()
        let answer = try HTTPExchange.send(port: port, path: "/api/orders", body: OrderServer.order(id), within: 10)
        return (answer, Date().timeIntervalSince(start))
    }

    @Test func anOrderIsAnsweredDuringASlowClientFlood() throws {
        let (server, port, runner) = try Self.shop(["--header-timeout", "5", "--body-timeout", "6"])
        defer { server.stop() }
        let start = Date()
        // 200 slow clients on four addresses, 50 each: below the per-client cap (64) and the total.
        var flood: [(Slowness, RawConnection)] = []
        for index in 0..<200 {
            let slowness = Slowness.allCases[index % 3]
            flood.append((slowness, try Self.slowClient(slowness, port: port, from: "127.0.0.\(10 + index % 4)")))
        }
        defer { for (_, connection) in flood { connection.close() } }
        let (answer, seconds) = try Self.timedOrder("flood-1", port: port)
        print("SlowClientTests: the order took \(Int(seconds * 1000)) ms beside 200 slow clients")
        #expect(answer.status == 201, "\(answer.status) \(answer.body)")
        #expect(seconds < 1, "the order took \(seconds) s during the flood")
        #expect(Date().timeIntervalSince(start) < 5, "the flood was over before the order was answered")
        #expect(try runner.run(["orders", "--json"]).stdout.contains("RC-20261122-0001"))
        // Nothing and half heads: the header timeout (5 s); half bodies: the body timeout (6 s after the head).
        for (slowness, connection) in flood {
            let limit = slowness == .halfBody ? 6.0 : 5.0
            let left = limit + 3 - Date().timeIntervalSince(start)
            #expect(
                connection.isClosedByServer(within: max(left, 0.05)),
                "a connection with \(slowness) is open after \(limit) s")
        }
        let closedAfter = Date().timeIntervalSince(start)
        print("SlowClientTests: the 200 slow clients were closed \(Int(closedAfter * 1000)) ms after they connected")
    }

    /// The issue's case: 240 half-sent requests from one address under `ulimit -n 256`. The per-client cap
    /// keeps 64 of them, the rest are closed at once, and the files left serve a customer.
    @Test func aFloodFromOneAddressUnderAFileLimitLeavesRoomForAnOrder() throws {
        let (server, port, runner) = try Self.shop([], fileLimit: 256)
        defer { server.stop() }
        var flood: [RawConnection] = []
        for index in 0..<240 {
            guard
                let connection = try? Self.slowClient(
                    index % 2 == 0 ? .halfHead : .halfBody, port: port, from: "127.0.0.2")
            else { continue }
            flood.append(connection)
        }
        defer { for connection in flood { connection.close() } }
        let (answer, seconds) = try Self.timedOrder("flood-2", port: port)
        print("SlowClientTests: the order took \(Int(seconds * 1000)) ms beside 240 half-sent requests (ulimit -n 256)")
        #expect(answer.status == 201, "\(answer.status) \(answer.body) \(server.stderr.suffix(2000))")
        #expect(seconds < 1, "the order took \(seconds) s during the flood")
        #expect(try runner.run(["orders", "--json"]).stdout.contains("RC-20261122-0001"))
        let open = flood.filter { !$0.isClosedByServer(within: 0.01) }.count
        #expect(open == 64, "\(open) of the flood's connections are open; the per-client cap is 64")
    }

    @Test func anIdleKeptAliveConnectionIsClosedAfterTheIdleTimeout() throws {
        let (server, port, _) = try Self.shop(["--header-timeout", "1", "--idle-timeout", "5"])
        defer { server.stop() }
        let connection = try RawConnection(port: port)
        defer { connection.close() }
        let start = Date()
        try connection.write(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        #expect(!connection.isClosedByServer(within: 2), "a kept-alive connection was closed before the idle timeout")
        #expect(String(decoding: connection.received, as: UTF8.self).hasPrefix("HTTP/1.1 "), "no answer")
        #expect(connection.isClosedByServer(within: 6), "a kept-alive connection is open after the idle timeout")
        let closedAfter = Date().timeIntervalSince(start)
        #expect(closedAfter >= 4.9, "closed after \(closedAfter) s")
        print("SlowClientTests: the idle connection was closed \(Int(closedAfter * 1000)) ms after its request")
    }

    @Test func aConnectionOverTheClientCapIsClosedWhileAnotherAddressIsServed() throws {
        let (server, port, _) = try Self.shop([
            "--max-client-connections", "4", "--header-timeout", "60",
            "--trusted-proxy", "127.0.0.3",
        ])
        defer { server.stop() }
        var held = try (0..<4).map { _ in try RawConnection(port: port, from: "127.0.0.2") }
        defer { for connection in held { connection.close() } }
        let fifth = try RawConnection(port: port, from: "127.0.0.2")
        defer { fifth.close() }
        #expect(fifth.isClosedByServer(within: 2), "a fifth connection from 127.0.0.2 is open; the cap is 4")
        #expect(
            held.allSatisfy { !$0.isClosedByServer(within: 0.01) }, "the four connections within the cap were closed")
        #expect(
            try HTTPExchange.send(port: port, method: "GET", path: "/", contentType: nil, within: 10).status != 0,
            "127.0.0.1 is not served while 127.0.0.2 is at its cap")
        // A trusted proxy, and 127.0.0.1 where nginx or Caddy on this machine connect from, carry many
        // customers: capped only by the total.
        let proxied = try (0..<12).map { index in
            try RawConnection(port: port, from: index < 6 ? "127.0.0.3" : "127.0.0.1")
        }
        defer { for connection in proxied { connection.close() } }
        #expect(
            proxied.allSatisfy { !$0.isClosedByServer(within: 0.2) },
            "a local proxy's connections were capped per client")
        // One closed: 127.0.0.2 gets a connection again.
        held.removeLast().close()
        let again = try Self.answerAfterRetries(port: port, from: "127.0.0.2")
        #expect(again.hasPrefix("HTTP/1.1 "), "127.0.0.2 is not served once under its cap: \(again)")
    }

    @Test func aConnectionOverTheTotalCapIsClosedAtOnce() throws {
        let (server, port, _) = try Self.shop([
            "--max-connections", "6", "--max-client-connections", "0", "--header-timeout", "60",
        ])
        defer { server.stop() }
        var held = try (0..<6).map { index in try RawConnection(port: port, from: "127.0.0.\(20 + index % 3)") }
        defer { for connection in held { connection.close() } }
        let seventh = try RawConnection(port: port, from: "127.0.0.30")
        defer { seventh.close() }
        #expect(seventh.isClosedByServer(within: 2), "a seventh connection is open; the cap is 6")
        held.removeLast().close()
        let again = try Self.answerAfterRetries(port: port, from: "127.0.0.30")
        #expect(again.hasPrefix("HTTP/1.1 "), "no connection is served once under the cap: \(again)")
    }

    /// The answer (a 404: the test site has no front page) to `GET /` from `source`, trying again for a few seconds while the server has not yet
    /// counted out a connection the test closed.
    static func answerAfterRetries(port: Int, from source: String) throws -> String {
        let deadline = Date().addingTimeInterval(10)
        var answer = ""
        while Date() < deadline {
            let connection = try RawConnection(port: port, from: source)
            try? connection.write(Array("GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8))
            answer = connection.readAll()
            connection.close()
            if !answer.isEmpty { return answer }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return answer
    }
}
