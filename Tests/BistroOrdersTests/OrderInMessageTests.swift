import Testing

@testable import BistroMail
@testable import BistroOrders

/// Finding the order in a received message, and the spool name a message gives.
@Suite struct OrderInMessageTests {
    private let order = #"{"customer": {"email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 1}]}"#

    private func find(_ text: String) -> OrderInMessage? { OrderInMessage.find(in: ReceivedMessage(Array(text.utf8))) }

    @Test func theJSONInsideATextIsFoundPastBracesInProseAndInStrings() {
        let note = #"{"customer": {"email": "ada@example.com"}, "items": [], "note": "a } and a { in a string"}"#
        let found = find("From: ada@example.com\n\nHi {name}, {oops\n\(note)\nbye }")
        #expect(found.map { String(decoding: $0.bytes, as: UTF8.self) } == note)
        #expect(found?.customerEmail == "ada@example.com")
    }

    @Test func anAttachmentWinsOverTheText() {
        let other = order.replacingOccurrences(of: "ada@", with: "bob@")
        let found = find(
            """
            Content-Type: multipart/mixed; boundary=b

            --b
            Content-Type: text/plain

            \(other)
            --b
            Content-Type: application/json

            \(order)
            --b--
            """)
        #expect(found?.customerEmail == "ada@example.com")
    }

    @Test func onlyAnOrderWithACustomerEmailCounts() {
        #expect(find("\n\n{\"question\": \"open on Sunday?\"}") == nil)
        #expect(find("\n\n{\"customer\": {\"name\": \"Ada\"}, \"items\": []}") == nil)
        #expect(find("Content-Type: text/html\n\n\(order)") == nil)
        #expect(
            find("Content-Type: text/plain\nContent-Disposition: attachment; filename=notes.txt\n\n\(order)") == nil)
    }

    @Test func deepNestingIsGivenUpAtOnce() {
        let deep = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(find("\n\n" + deep + "\n" + order)?.customerEmail == nil)  // 20 candidates tried, all too deep
        #expect(find("\n\n{{{ \n" + order)?.customerEmail == "ada@example.com")
    }

    @Test func theSpoolNameComesFromTheMessageName() {
        #expect(
            InboxSpoolName.name(for: SpoolName("1700000000.M1P2Q3.mx:2,")).display == "1700000000.M1P2Q3.mx.mail.json")
        #expect(
            InboxSpoolName.name(for: SpoolName("1700000000.M1P2Q3.mx"))
                == InboxSpoolName.name(for: SpoolName("1700000000.M1P2Q3.mx:2,S")))
        let odd = InboxSpoolName.name(for: SpoolName(bytes: Array("x y\u{1}".utf8) + [0xFF]))
        #expect(odd.display.hasPrefix("mail-") && odd.display.hasSuffix(".json") && odd.display.count == 5 + 32 + 5)
        #expect(odd == InboxSpoolName.name(for: SpoolName(bytes: Array("x y\u{1}".utf8) + [0xFF])))
        #expect(InboxSpoolName.name(for: SpoolName(".hidden")).display.hasPrefix("mail-"))
    }
}
