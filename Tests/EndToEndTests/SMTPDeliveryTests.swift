import Foundation
import Testing

/// Issue 25: the whole way out. The built `bistro` with `notify.sendmail` set to Debian's `msmtp` (the SMTP
/// client docs/pickup.md documents) delivers to a real SMTP server on loopback (`SMTPSink`, aiosmtpd), and
/// what arrives is what Bistro composed: byte for byte the message the same order puts in the Maildir outbox
/// without a transport, with its headers, charset, transfer encoding and non-ASCII text intact.
@Suite struct SMTPDeliveryTests {
    /// An msmtp configuration for the loopback server: no TLS and no authentication (only on loopback; the
    /// documented one for a mail provider has both), mode 0600 as msmtp wants for a file that may hold a
    /// password.
    static func msmtpConfiguration(port: Int, in folder: URL) throws -> String {
        let path = folder.appendingPathComponent("msmtprc").path
        try """
        account default
        host 127.0.0.1
        port \(port)
        auth off
        tls off
        from hello@royalcafe.example
        timeout 60
        logfile \(folder.path)/msmtp.log

        """.write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o600)
        return path
    }

    static func msmtp() throws -> String {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init)
        guard
            let path = (folders + ["/usr/bin"]).map({ $0 + "/msmtp" }).first(
                where: FileManager.default.isExecutableFile)
        else { throw ProbeError("msmtp is not installed: run scripts/install-deps.sh (Debian's msmtp package)") }
        return path
    }

    /// The messages' text by Message-ID, with SMTP's CRLF line ends made LF as in the Maildir.
    static func byMessageID(_ files: [String]) throws -> [String: String] {
        var messages: [String: String] = [:]
        for file in files {
            let text = try String(contentsOfFile: file, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
            let id = text.split(separator: "\n").first { $0.hasPrefix("Message-ID: ") } ?? "none in \(file)"
            messages[String(id)] = text
        }
        return messages
    }

    @Test func msmtpDeliversWhatBistroComposedToARealSMTPServer() throws {
        let smtp = try SMTPSink()
        defer { smtp.stop() }
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let configuration = try Self.msmtpConfiguration(port: smtp.port, in: folder)
        let rig = try MailRig(notify: [
            "sendmail": [try Self.msmtp(), "--file=" + configuration, "-t"], "kitchenTicket": true,
        ])
        rig.bistro.drop("1.json", orderJSON(id: "web-1", name: "Zoë Tremblay", sku: "RC-CLAS-01", quantity: 2))
        let sent = try rig.run(["process"])
        #expect(sent.stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 2\n", "\(sent.stderr)")
        #expect(rig.bistro.files("outbox/new").isEmpty, "a message went to the outbox, not to msmtp")
        let listed = try rig.run(["notify", "list", "--all"]).stdout
        #expect(listed.split(separator: "\n").count == 2)
        #expect(listed.split(separator: "\n").allSatisfy { $0.hasSuffix("  sent 2026-11-22 17:00") }, "\(listed)")

        // What the server received says what the customer and the kitchen should read.
        let received = smtp.messages
        #expect(received.count == 2, "\(received)")
        let arrived = try Self.byMessageID(received)
        let mails = try ParsedMail.read(received)
        let customer = try #require(mails.first { $0.event == "received" })
        #expect(customer.clean, "defects, or a charset other than utf-8")
        #expect(customer.headers["From"] == "Royal Café <hello@royalcafe.example>")
        #expect(customer.headers["To"] == "ada@example.com")
        #expect(customer.headers["Subject"] == "Royal Café: order RC-20261122-0001 received")
        #expect(customer.headers["Message-ID"] == "<RC-20261122-0001.received@royalcafe.example>")
        #expect(customer.body.contains("Hello Zoë Tremblay,"), "\(customer.body)")
        #expect(customer.body.contains("2 × Montréal-Style Poutine"), "\(customer.body)")
        let raw = try #require(arrived["Message-ID: <RC-20261122-0001.received@royalcafe.example>"])
        #expect(raw.contains("\nContent-Type: text/plain; charset=UTF-8\n"))
        #expect(raw.contains("\nContent-Transfer-Encoding: quoted-printable\n"))
        #expect(raw.contains("Montr=C3=A9al-Style Poutine"), "the dish's name is not quoted-printable UTF-8")
        let kitchen = try #require(mails.first { $0.event == "kitchen" })
        #expect(kitchen.clean)
        #expect(kitchen.headers["To"] == "hello@royalcafe.example")
        #expect(kitchen.body.contains("2 x Montréal-Style Poutine (RC-CLAS-01)"), "\(kitchen.body)")
        // The envelope: msmtp's `from`, and each message's own recipient.
        let envelopes = try received.map { try smtp.envelope(of: $0) }
        #expect(envelopes.allSatisfy { $0["mailFrom"] as? String == "hello@royalcafe.example" })
        #expect(
            Set(envelopes.compactMap { ($0["rcptTos"] as? [String])?.joined(separator: ",") })
                == ["ada@example.com", "hello@royalcafe.example"])

        // While the server refuses ("451", a provider down for a while), msmtp fails and the messages stay
        // queued; once it takes mail again, the next attempt delivers them.
        smtp.refusing = true
        rig.bistro.drop("2.json", orderJSON(id: "web-2"))
        let refused = try rig.run(["process"])
        #expect(
            refused.stdout == "Accepted 1, rejected 0, duplicates 0; messages sent 0, 2 left queued\n", "\(refused)")
        #expect(refused.stderr.contains("msmtp exited with status"), "\(refused.stderr)")
        #expect(refused.stderr.contains("451 4.3.0 Try again later"), "msmtp did not pass on the server's answer")
        #expect(smtp.messages.count == 2)
        smtp.refusing = false
        rig.bistro.now = "2026-11-22T17:01:00-05:00"
        let retried = try rig.run(["process"])
        #expect(retried.stdout == "Accepted 0, rejected 0, duplicates 0; messages sent 2\n", "\(retried)")
        #expect(smtp.messages.count == 4)

        // The message that arrived is byte for byte the one Bistro composed: without a transport, the same
        // message resent (same Message-ID, Date, subject and body) lands in the Maildir outbox, where SMTP's
        // CRLF line ends are LF.
        let file = URL(fileURLWithPath: rig.bistro.content + "/restaurant.json")
        var restaurant = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        restaurant["notify"] = ["kitchenTicket": true]
        try JSONSerialization.data(withJSONObject: restaurant).write(to: file)
        #expect(try rig.run(["notify", "resend", "RC-20261122-0001"]).status == 0)
        let resent = rig.bistro.files("outbox/new")
        #expect(resent.count == 1 && resent.allSatisfy { $0.hasSuffix(".resent-1") }, "\(resent)")
        let composed = try Self.byMessageID(resent.map { rig.bistro.outbox + "/new/" + $0 })
        #expect(composed.count == 1)
        for (id, text) in composed { #expect(arrived[id] == text, "\(id) arrived changed") }
    }
}
