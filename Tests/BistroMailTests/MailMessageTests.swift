import BistroMail
import Foundation
import Testing

@Suite struct MailMessageTests {
    let toronto = TimeZone(identifier: "America/Toronto")!

    func sample(name: String = "Ada Lovelace", subject: String = "Your order RC-20261122-0007 is ready", body: String = "Hello Ada,\nyour order is ready.\n") -> MailMessage {
        MailMessage(
            from: MailAddress("hello@royalcafe.example", displayName: "Royal Café"),
            to: [MailAddress("ada@example.com", displayName: name)],
            subject: subject,
            date: Date(timeIntervalSince1970: 1_795_390_200),  // 2026-11-22T23:30:00Z
            messageID: "RC-20261122-0007.ready@royalcafe.example",
            body: body)
    }

    @Test func datesFollowRFC5322InTheRestaurantsZone() {
        #expect(MailDate.format(Date(timeIntervalSince1970: 1_795_390_200), timeZone: toronto) == "Sun, 22 Nov 2026 18:30:00 -0500")
        #expect(MailDate.format(Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!) == "Thu, 01 Jan 1970 00:00:00 +0000")
    }

    @Test func rendersHeadersAndAQuotedPrintableBody() {
        let text = sample(body: "Crème brûlée = dessert\n").rendered(timeZone: toronto)
        #expect(text.hasPrefix("Date: Sun, 22 Nov 2026 18:30:00 -0500\n"))
        #expect(text.contains("\nFrom: =?UTF-8?B?"))
        #expect(text.contains("\nTo: \"Ada Lovelace\" <ada@example.com>\n"))
        #expect(text.contains("\nMessage-ID: <RC-20261122-0007.ready@royalcafe.example>\n"))
        #expect(text.contains("\nContent-Type: text/plain; charset=UTF-8\n"))
        #expect(text.contains("Cr=C3=A8me br=C3=BBl=C3=A9e =3D dessert"))
        #expect(text.utf8.allSatisfy { $0 < 0x80 })
    }

    @Test func customerTextCannotInjectHeaders() {
        let text = sample(name: "Eve\r\nBcc: victim@example.com", subject: "Hi\nBcc: x@example.com").rendered(timeZone: toronto)
        let headerBlock = text.components(separatedBy: "\n\n")[0]
        #expect(!headerBlock.split(separator: "\n").contains { $0.hasPrefix("Bcc:") })
    }

    @Test func validatesAddresses() {
        #expect(MailAddress.isValid("ada@example.com"))
        #expect(MailAddress.isValid("a.b+tag@mail.example.co.uk"))
        for bad in ["", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", "ada@example.com\nBcc: x", "<a@b.c>", "a@b..c", "a@@b.c"] {
            #expect(!MailAddress.isValid(bad), "\(bad)")
        }
    }

    /// A real mail parser (Python's `email` package) reads the message back with the same headers and body.
    @Test func pythonsEmailParserReadsItBack() throws {
        let body = "Bonjour Zoë,\nvotre commande est prête. Total: 16,50 $\n" + String(repeating: "long line ", count: 20) + "\n"
        let text = sample(name: "Zoë d'Arc", subject: "Votre commande est prête — RC-20261122-0007", body: body).rendered(timeZone: toronto)
        let script = """
            import email, email.policy, json, sys
            m = email.message_from_bytes(sys.stdin.buffer.read(), policy=email.policy.default)
            print(json.dumps({"from": str(m["From"]), "to": str(m["To"]), "subject": str(m["Subject"]),
                              "id": m["Message-ID"], "date": str(m["Date"]), "body": m.get_content(),
                              "defects": len(m.defects)}))
            """
        let parsed = try runPython(script, input: text)
        #expect(parsed["from"] as? String == "Royal Café <hello@royalcafe.example>")
        #expect(parsed["to"] as? String == "Zoë d'Arc <ada@example.com>")
        #expect(parsed["subject"] as? String == "Votre commande est prête — RC-20261122-0007")
        #expect(parsed["id"] as? String == "<RC-20261122-0007.ready@royalcafe.example>")
        #expect(parsed["body"] as? String == body)
        #expect(parsed["defects"] as? Int == 0)
    }
}

func runPython(_ script: String, input: String) throws -> [String: Any] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", "-c", script]
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    try process.run()
    stdin.fileHandleForWriting.write(Data(input.utf8))
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
}
