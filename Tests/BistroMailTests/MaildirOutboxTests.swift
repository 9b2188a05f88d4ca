import Foundation
import Testing

@testable import BistroMail

@Suite struct MaildirOutboxTests {
    @Test func deliversIntoNewOnceAndNotWorldWritable() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("maildir-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let outbox = MaildirOutbox(directory: root)
        try outbox.deliver("Subject: one\n\nfirst\n", fileName: "1795390200.n42.bistro")
        // A re-delivery after a crash reuses the name and leaves the first copy alone.
        try outbox.deliver("Subject: one\n\nsecond\n", fileName: "1795390200.n42.bistro")
        let new = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("new").path)
        #expect(new == ["1795390200.n42.bistro"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("tmp").path).isEmpty)
        let text = try String(contentsOf: root.appendingPathComponent("new/1795390200.n42.bistro"), encoding: .utf8)
        #expect(text.contains("first"))
        let mode =
            try FileManager.default.attributesOfItem(
                atPath: root.appendingPathComponent("new/1795390200.n42.bistro").path)[.posixPermissions] as? Int
        #expect(mode.map { $0 & 0o002 } == 0)
    }

    @Test func aMessageMovedToCurCountsAsDelivered() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("maildir-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let outbox = MaildirOutbox(directory: root)
        try outbox.deliver("x\n", fileName: "m1")
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("new/m1"), to: root.appendingPathComponent("cur/m1:2,S"))
        try outbox.deliver("x\n", fileName: "m1")
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("new").path).isEmpty)
    }

    @Test func deliversAGroupOnceEachAndReportsEachMessage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("maildir-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let outbox = MaildirOutbox(directory: root)
        try outbox.deliver("already new\n", fileName: "m1")
        try outbox.deliver("already read\n", fileName: "m2")
        try FileManager.default.moveItem(
            at: root.appendingPathComponent("new/m2"), to: root.appendingPathComponent("cur/m2:2,S"))
        let group =
            (1...40).map { OutgoingMail(text: "message \($0)\n", fileName: "m\($0)") } + [
                OutgoingMail(text: "x", fileName: "../evil")
            ]
        let results = outbox.deliver(group: group)
        #expect(results.count == 41)
        #expect(results.prefix(40).allSatisfy { $0 == nil })
        #expect(results[40] != nil)
        let new = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("new").path)
        #expect(Set(new) == Set((1...40).filter { $0 != 2 }.map { "m\($0)" }))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("tmp").path).isEmpty)
        #expect(try String(contentsOf: root.appendingPathComponent("new/m1"), encoding: .utf8) == "already new\n")
        #expect(try String(contentsOf: root.appendingPathComponent("new/m7"), encoding: .utf8) == "message 7\n")
        // Delivering the same group again adds nothing.
        #expect(outbox.deliver(group: Array(group.prefix(40))).allSatisfy { $0 == nil })
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("new").path).count == 39)
    }

    @Test func rejectsNamesThatEscapeTheFolder() {
        let outbox = MaildirOutbox(directory: URL(fileURLWithPath: "/tmp/unused"))
        #expect(throws: MailDeliveryError.self) { try outbox.deliver("x", fileName: "../evil") }
    }

    @Test func sendmailFailureIsReported() throws {
        #expect(throws: MailDeliveryError.self) {
            try SendmailTransport(command: ["/bin/false"]).deliver("x\n", fileName: "m")
        }
        try SendmailTransport(command: ["/bin/cat"]).deliver("x\n", fileName: "m")
        #expect(throws: MailDeliveryError.self) {
            try SendmailTransport(command: ["/nonexistent/sendmail"]).deliver("x\n", fileName: "m")
        }
    }
}
