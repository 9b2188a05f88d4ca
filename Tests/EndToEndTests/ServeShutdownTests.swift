import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `bistro serve` on SIGTERM: it stops taking connections at once, finishes the request in progress, then
/// exits 0. The order below is half sent when the signal comes (after the server said, with --verbose, that
/// the request has begun); the rest follows once new connections are refused (the sign that the signal was
/// taken), and it is still taken and answered.
@Suite struct ServeShutdownTests {
    @Test func sigtermFinishesTheOrderInProgress() throws {
        let shop = try OrderServer(extra: ["--rate-limit", "0", "--verbose"])
        defer { shop.server.stop() }
        let body = Array(OrderServer.order("term-1").utf8)
        let half = body.count / 2
        let connection = try RawConnection(port: shop.port)
        let head =
            "POST /api/orders HTTP/1.1\r\nHost: 127.0.0.1:\(shop.port)\r\nConnection: close\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
        try connection.write(Array(head.utf8) + body[..<half])
        #expect(shop.server.waitForError("an order is arriving", within: 60), "\(shop.server.stderr)")
        kill(shop.server.process.processIdentifier, SIGTERM)
        #expect(RawConnection.refused(port: shop.port), "new connections are refused once SIGTERM is taken")
        try connection.write(Array(body[half...]))
        let answer = HTTPExchange.parse(connection.readAll())
        connection.close()
        #expect(answer.status == 201, "\(answer.status) \(answer.body)")
        #expect(answer.json["orderNumber"] as? String == "RC-20261122-0001")
        #expect(shop.server.stop() == 0)
        #expect(try shop.orders().count == 1)
    }
}

/// `bistro serve` on SIGTERM while a sendmail it started is still delivering an order's message: the server
/// stops taking connections, then waits for that sendmail, marks the message sent, and only then exits, so
/// no sendmail is left behind and the next run does not send the message again.
@Suite struct ServeShutdownMailTests {
    @Test func sigtermWaitsForTheMessageBeingDelivered() throws {
        let rig = try MailRig(sendmail: "held-sendmail", notify: ["sendmailTimeoutSeconds": 600])
        let shop = try OrderServer(runner: rig.bistro, environment: rig.environment)
        defer {
            FileManager.default.createFile(atPath: rig.fakeSendmailFolder + "/go", contents: nil)
            shop.server.stop()
        }
        let answer = try shop.post(OrderServer.order("held-1"))
        #expect(answer.status == 201, "\(answer.body)")
        #expect(MailRig.waitFor(rig.fakeSendmailFolder + "/started"), "the received message is being delivered")
        let group = try rig.fakeSendmailGroup()
        kill(shop.server.process.processIdentifier, SIGTERM)
        #expect(RawConnection.refused(port: shop.port), "new connections are refused once SIGTERM is taken")
        #expect(shop.server.process.isRunning, "the server exited while its sendmail was still delivering")
        FileManager.default.createFile(atPath: rig.fakeSendmailFolder + "/go", contents: nil)
        #expect(shop.server.stop(within: 120) == 0)
        #expect(MailRig.processGroupEnds(group), "the sendmail outlived the server")
        #expect(try rig.sent().count == 1)
        let listed = try rig.run(["notify", "list"])
        #expect(
            listed.status == 0 && !listed.stdout.contains("RC-20261122-0001"),
            "the sent message is still queued: \(listed.stdout)")
    }
}

/// Issue 23, item 6: `bistro serve` on SIGTERM while a client has sent half a body (and another half a
/// head) and an order read whole waits for the book: the slow clients are cut off after `--shutdown-grace`
/// (the server used to wait for them as long as they stayed), the order in progress is still processed,
/// answered and recorded, and the server exits then.
@Suite struct ServeShutdownGraceTests {
    @Test func sigtermCutsOffAHalfSentBodyAfterTheGraceAndFinishesTheOrderInProgress() throws {
        let shop = try OrderServer(extra: ["--rate-limit", "0", "--shutdown-grace", "2", "--verbose"])
        defer { shop.server.stop() }
        let halfBody = try SlowClientTests.slowClient(.halfBody, port: shop.port, from: "127.0.0.2")
        defer { halfBody.close() }
        let halfHead = try SlowClientTests.slowClient(.halfHead, port: shop.port, from: "127.0.0.2")
        defer { halfHead.close() }
        #expect(shop.server.waitForError("an order is arriving", within: 60), "\(shop.server.stderr)")
        let lock = try BookWriteLock(db: shop.runner.db)
        defer { lock.release() }
        let answer = LateAnswer()
        Thread { answer.set(try? shop.post(OrderServer.order("grace-1"))) }.start()
        #expect(Self.waitForSecondOrder(shop.server), "the order did not reach the server")
        let start = Date()
        kill(shop.server.process.processIdentifier, SIGTERM)
        #expect(RawConnection.refused(port: shop.port), "new connections are refused once SIGTERM is taken")
        #expect(halfBody.isClosedByServer(within: 2 + 3), "the half-sent body is still open after the grace")
        let cutOff = Date().timeIntervalSince(start)
        #expect(cutOff >= 1.9, "the half-sent body was cut off \(cutOff) s after SIGTERM, before the grace of 2 s")
        #expect(halfHead.isClosedByServer(within: 0.5), "the half-sent head is still open after the grace")
        #expect(shop.server.process.isRunning, "the server exited with an order in progress")
        lock.release()
        #expect(shop.server.waitForExit(within: 20), "the server did not exit once the order was answered")
        let exited = Date().timeIntervalSince(start)
        print(
            "ServeShutdownGraceTests: half body cut off \(Int(cutOff * 1000)) ms after SIGTERM; exit after \(Int(exited * 1000)) ms"
        )
        let answered = answer.wait(within: 20)
        #expect(answered?.status == 201, "\(answered?.status ?? 0) \(answered?.body ?? "")")
        #expect(shop.server.stop() == 0)
        #expect(try shop.orders().count == 1)
    }

    /// Whether a second "an order is arriving" (`--verbose`) is logged within 30 s: the first is the
    /// half-sent body's.
    static func waitForSecondOrder(_ server: ServerProcess) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if server.stderr.components(separatedBy: "an order is arriving").count > 2 { return true }
            usleep(10_000)
        }
        return false
    }

}

/// The answer of a request sent on another thread.
private final class LateAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private var answer: HTTPExchange?
    private var done = false

    func set(_ answer: HTTPExchange?) { lock.withLock { (self.answer, done) = (answer, true) } }

    func wait(within seconds: Double) -> HTTPExchange? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let answer = lock.withLock({ done ? self.answer : nil }) { return answer }
            Thread.sleep(forTimeInterval: 0.02)
        }
        return nil
    }
}

/// A plain loopback TCP connection for requests sent in pieces, from 127.0.0.1 or another loopback
/// address (`source`: the whole of 127/8 is this machine), so that tests can be several clients.
final class RawConnection {
    private let descriptor: Int32
    /// What `isClosedByServer` read meanwhile.
    private(set) var received: [UInt8] = []

    init(port: Int, from source: String = "127.0.0.1") throws {
        descriptor = try LoopbackSocket.connect(port: port, from: source, receiveTimeout: 60)
    }

    /// Whether connections to `port` are refused within `seconds` (a server that took SIGTERM).
    static func refused(port: Int, within seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            guard let probe = try? RawConnection(port: port) else { return true }
            probe.close()
            Thread.sleep(forTimeInterval: 0.02)
        }
        return false
    }

    func write(_ bytes: [UInt8]) throws {
        var sent = 0
        while sent < bytes.count {
            let count = bytes.withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress! + sent, $0.count - sent, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { throw ProbeError("send: errno \(errno)") }
            sent += count
        }
    }

    /// Everything until the other side closes.
    func readAll() -> String {
        var all: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = recv(descriptor, &buffer, buffer.count, 0)
            if count <= 0 { break }
            all += buffer[0..<count]
        }
        return String(decoding: all, as: UTF8.self)
    }

    /// Whether the server closes the connection within `seconds` (whatever it sends first is read into
    /// `received`); false when it is still open then.
    func isClosedByServer(within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { return false }
            var wait = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&wait, 1, Int32(min(left, 1) * 1000) + 1) > 0 else { continue }
            let count = recv(descriptor, &buffer, buffer.count, Int32(MSG_DONTWAIT))
            if count > 0 { received += buffer[0..<count] }
            if count == 0 || (count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR) { return true }
        }
    }

    func close() { Glibc.close(descriptor) }
}
