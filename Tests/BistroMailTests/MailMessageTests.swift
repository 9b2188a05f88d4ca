import Foundation
import Testing

@testable import BistroMail

@Suite struct MailMessageTests {
    let toronto = TimeZone(identifier: "America/Toronto")!

    func sample(
        name: String = "Ada Lovelace", subject: String = "Your order RC-20261122-0007 is ready",
        body: String = "Hello Ada,\nyour order is ready.\n"
    ) -> MailMessage {
        MailMessage(
            from: MailAddress("hello@royalcafe.example", displayName: "Royal Café"),
            to: [MailAddress("ada@example.com", displayName: name)],
            subject: subject,
            date: Date(timeIntervalSince1970: 1_795_390_200),  // 2026-11-22T23:30:00Z
            messageID: "RC-20261122-0007.ready@royalcafe.example",
            body: body)
    }

    @Test func datesFollowRFC5322InTheRestaurantsZone() {
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 1_795_390_200), timeZone: toronto)
                == "Sun, 22 Nov 2026 18:30:00 -0500")
        #expect(
            MailDate.format(Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC")!)
                == "Thu, 01 Jan 1970 00:00:00 +0000")
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
        let text = sample(name: "Eve\r\nBcc: victim@example.com", subject: "Hi\nBcc: x@example.com").rendered(
            timeZone: toronto)
        let headerBlock = text.components(separatedBy: "\n\n")[0]
        #expect(!headerBlock.split(separator: "\n").contains { $0.hasPrefix("Bcc:") })
    }

    @Test func validatesAddresses() {
        #expect(MailAddress.isValid("ada@example.com"))
        #expect(MailAddress.isValid("a.b+tag@mail.example.co.uk"))
        #expect(MailAddress.isValid("what?=no@example.com") && MailAddress.isValid("a=b?c@example.com"))
        for bad in [
            "", "ada", "ada@", "@example.com", "ada@example", "a b@example.com", "ada@example.com\nBcc: x", "<a@b.c>",
            "a@b..c", "a@@b.c",
        ] {
            #expect(!MailAddress.isValid(bad), "\(bad)")
        }
    }

    /// An encoded word in an address is refused: Python's parser (like others) decodes this one into
    /// two recipients, one hidden. So is any non-ASCII address (it would need SMTPUTF8 end to end).
    @Test func refusesEncodedWordsAndNonASCIIInAddresses() throws {
        let hidden = "=?utf-8?q?evil=40x.example=2C_bcc=3A?=@example.com"
        let parsed = try runPython(
            """
            import email.headerregistry, email.policy, json, sys
            from email import message_from_string
            m = message_from_string("To: " + sys.stdin.read() + "\\n\\n", policy=email.policy.default)
            print(json.dumps({"to": [a.addr_spec for a in m["To"].addresses]}))
            """, input: hidden)
        #expect(
            parsed["to"] as? [String] != [hidden], "the parser still reads this as one address: the test proves nothing"
        )
        #expect(MailAddress.problem(hidden) == "it contains \"=?\", which mail programs decode as hidden text")
        #expect(MailAddress.problem("a=?b@example.com") != nil)
        for address in ["zoë@example.com", "ada@exämple.com", "адa@example.com", "ada@example.com\u{2028}"] {
            #expect(MailAddress.problem(address)?.contains("plain ASCII") == true, "\(address)")
        }
        #expect(
            MailAddress.problem("ada@example")
                == "the part after the @ must be a domain such as example.com (names of letters, digits and inner hyphens, separated by dots)"
        )
        #expect(MailAddress.problem("ada@example.com") == nil)
    }

    /// A body line holding only "." (a note in a kitchen ticket) never reaches the message as such.
    @Test func noLineOfAMessageIsALoneDot() {
        let text = sample(subject: ".", body: "Note: extra napkins\n.\n..\nthanks\n.").rendered(timeZone: toronto)
        #expect(!text.split(separator: "\n", omittingEmptySubsequences: false).contains { $0.hasPrefix(".") })
        #expect(text.hasSuffix("\n\nNote: extra napkins\n=2E\n=2E.\nthanks\n=2E\n"))
    }

    /// A real mail parser (Python's `email` package) reads the message back with the same headers and body.
    @Test func pythonsEmailParserReadsItBack() throws {
        let body =
            "Bonjour Zoë,\nvotre commande est prête. Total: 16,50 $\n" + String(repeating: "long line ", count: 20)
            + "\n"
        let text = sample(name: "Zoë d'Arc", subject: "Votre commande est prête — RC-20261122-0007", body: body)
            .rendered(timeZone: toronto)
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
