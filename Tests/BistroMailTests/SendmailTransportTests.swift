import Foundation
import Testing

@testable import BistroMail

/// The sendmail transport against small shell scripts standing in for sendmail: what it passes, what a
/// failure says, and that a command that hangs is stopped (with its children) at the time limit.
@Suite struct SendmailTransportTests {
    final class Scripts {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("sendmail-\(UUID().uuidString)").path

        init() throws { try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
        deinit { try? FileManager.default.removeItem(atPath: root) }

        /// An executable `NAME` running `body` with /bin/sh.
        func script(_ name: String, _ body: String) throws -> String {
            let path = root + "/" + name
            try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
            chmod(path, 0o755)
            return path
        }

        func read(_ name: String) -> String { (try? String(contentsOfFile: root + "/" + name, encoding: .utf8)) ?? "" }
    }

    @Test func pipesTheMessageAndAddsDashIToASendmail() throws {
        let scripts = try Scripts()
        let sendmail = try scripts.script(
            "sendmail", #"echo "$@" > "\#(scripts.root)/args"; cat > "\#(scripts.root)/message""#)
        try SendmailTransport(command: [sendmail, "-t"]).deliver("Subject: hi\n\n.\nbody\n", fileName: "m1")
        #expect(scripts.read("message") == "Subject: hi\n\n.\nbody\n")
        #expect(scripts.read("args") == "-i -t\n")
        // A command that already has -i or -oi, or is not named sendmail, is run as given.
        #expect(SendmailTransport(command: [sendmail, "-t", "-oi"]).command == [sendmail, "-t", "-oi"])
        #expect(
            SendmailTransport(command: ["/usr/local/bin/deliver", "-t"]).command == ["/usr/local/bin/deliver", "-t"])
    }

    /// The command inherits standard input, output and error only: nothing else the process has open (the
    /// order book, spool files, a file another thread is writing) reaches it.
    @Test func theCommandInheritsNoOtherOpenFile() throws {
        let scripts = try Scripts()
        let marker = scripts.root + "/open-in-bistro"
        FileManager.default.createFile(atPath: marker, contents: Data("x".utf8))
        let fd = open(marker, O_RDONLY)  // without O_CLOEXEC, as a careless open would be
        defer { close(fd) }
        let sendmail = try scripts.script(
            "sendmail",
            #"cat > /dev/null; for f in /proc/$$/fd/*; do readlink "$f" || true; done > "\#(scripts.root)/fds""#)
        try SendmailTransport(command: [sendmail]).deliver("x\n", fileName: "m1")
        #expect(!scripts.read("fds").isEmpty)
        #expect(!scripts.read("fds").contains("open-in-bistro"))
    }

    @Test func aFailureSaysWhyAndKeepsOnlyTheStartOfLongErrors() throws {
        let scripts = try Scripts()
        let down = try scripts.script("down", "cat > /dev/null; echo 'mail system down' >&2; exit 75")
        #expect(throws: MailDeliveryError("\(down) exited with status 75: mail system down")) {
            try SendmailTransport(command: [down]).deliver("x\n", fileName: "m1")
        }
        // 1 MB on standard error does not block the command; the message keeps its first 2,000 bytes.
        let noisy = try scripts.script("noisy", "head -c 1000000 /dev/zero | tr '\\0' x >&2; exit 1")
        do {
            try SendmailTransport(command: [noisy]).deliver("x\n", fileName: "m1")
            Issue.record("expected a failure")
        } catch {
            #expect(error.kind == .failed)
            #expect(error.message.count < 2100 && error.message.hasSuffix("xxxx"))
        }
        #expect(throws: MailDeliveryError("cannot run \(scripts.root)/missing: No such file or directory")) {
            try SendmailTransport(command: [scripts.root + "/missing"]).deliver("x\n", fileName: "m1")
        }
    }

    /// A sendmail that never finishes is stopped at the time limit, its children too, and the rest of the
    /// group is not tried: one hung message costs one time limit, not one per message.
    @Test func aHungCommandIsStoppedWithItsChildren() throws {
        let scripts = try Scripts()
        let hung = try scripts.script(
            "hung",
            #"echo $$ > "\#(scripts.root)/pid"; cat > /dev/null; sleep 300; echo done > "\#(scripts.root)/finished""#)
        // 3 s, not 1: the script must start and write its pid before the limit, even on a loaded machine.
        let transport = SendmailTransport(command: [hung], timeout: .seconds(3))
        let started = ContinuousClock.now
        let results = transport.deliver(
            group: (1...3).map { OutgoingMail(text: "message \($0)\n", fileName: "m\($0)") })
        #expect(ContinuousClock.now - started < .seconds(20))
        #expect(results.map { $0?.kind } == [.timedOut, .notTried, .notTried])
        #expect(results[0]?.message == "\(hung) did not finish within 3 seconds and was stopped")
        // The script's process group is gone: its `sleep` was killed with it, so it never finishes.
        let group = try #require(Int32(scripts.read("pid").trimmingCharacters(in: .whitespacesAndNewlines)))
        var gone = false
        for _ in 0..<500 where !gone {
            gone = kill(-group, 0) != 0 && errno == ESRCH
            if !gone { usleep(10_000) }
        }
        #expect(gone)
        #expect(scripts.read("finished").isEmpty)
    }

    @Test func aGroupStopsAtItsDeadline() throws {
        let scripts = try Scripts()
        let fine = try scripts.script("fine", "cat > /dev/null")
        let results = SendmailTransport(command: [fine]).deliver(
            group: [OutgoingMail(text: "x", fileName: "m1")], until: .now - .seconds(1))
        #expect(results.map { $0?.kind } == [.notTried])
    }
}
