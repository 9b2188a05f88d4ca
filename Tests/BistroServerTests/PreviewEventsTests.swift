import Testing

@testable import BistroCore
@testable import BistroServer

@Suite struct PreviewEventsTests {
    static let error = Diagnostic.error(
        "expected ',' or '}'", at: SourceLocation(path: "Content/menu.json", line: 3, column: 7))
    static let warning = Diagnostic.warning(
        "unused template", at: SourceLocation(path: "Templates/old.mustache", line: 1, column: 1))

    func build(_ number: Int, ok: Bool, changed: Int = 1, _ diagnostics: [Diagnostic] = []) -> PreviewBuild {
        PreviewBuild(
            number: number, succeeded: ok, changedFiles: changed, diagnostics: diagnostics, duration: .milliseconds(5))
    }

    @Test func aListenerLearnsTheStateThenEveryBuildThatMatters() async {
        let events = PreviewEvents()
        await events.publish(build(1, ok: true))
        var listener = await events.listen().makeAsyncIterator()
        #expect(await listener.next() == ServerSentEvent("ready", ["1"]))

        await events.publish(build(2, ok: true, changed: 3))
        #expect(await listener.next() == ServerSentEvent("reload", ["2"]))

        await events.publish(build(3, ok: false, changed: 0, [Self.warning, Self.error]))
        #expect(
            await listener.next()
                == ServerSentEvent(
                    "diagnostics",
                    [
                        "Content/menu.json:3:7: error: expected ',' or '}'",
                        "Templates/old.mustache:1:1: warning: unused template",
                    ]))

        // Fixed back to the very same output: nothing changed on disk, yet the overlay must go.
        await events.publish(build(4, ok: true, changed: 0))
        #expect(await listener.next() == ServerSentEvent("reload", ["4"]))

        // A build that changed nothing after a good one sends nothing: the next event is build 6's.
        await events.publish(build(5, ok: true, changed: 0))
        await events.publish(build(6, ok: true, changed: 1))
        #expect(await listener.next() == ServerSentEvent("reload", ["6"]))
    }

    @Test func aListenerArrivingAfterAFailureSeesTheDiagnostics() async {
        let events = PreviewEvents()
        await events.publish(build(1, ok: false, changed: 0, [Self.error]))
        var listener = await events.listen().makeAsyncIterator()
        #expect(
            await listener.next()
                == ServerSentEvent("diagnostics", ["Content/menu.json:3:7: error: expected ',' or '}'"]))
    }

    @Test func finishingEndsEveryStreamAndListenersAreBounded() async {
        let events = PreviewEvents(limit: 2)
        await events.publish(build(1, ok: true))
        var first = await events.listen().makeAsyncIterator()
        _ = await first.next()
        _ = await events.listen()
        _ = await events.listen()
        #expect(await events.listenerCount == 2)
        #expect(await first.next() == nil)  // the oldest was dropped
        await events.finish()
        #expect(await events.listenerCount == 0)
        var late = await events.listen().makeAsyncIterator()
        #expect(await late.next() == nil)
    }

    @Test func eventsAreWrittenAsTheStandardSays() {
        #expect(ServerSentEvent("reload", ["7"]).text == "event: reload\ndata: 7\n\n")
        #expect(
            ServerSentEvent("diagnostics", ["a:1:2: error: x\ny", "b"]).text
                == "event: diagnostics\ndata: a:1:2: error: x y\ndata: b\n\n")
    }
}
