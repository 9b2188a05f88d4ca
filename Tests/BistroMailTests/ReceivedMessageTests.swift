import Foundation
import Testing

@testable import BistroMail

/// Reading received mail: headers, MIME parts, transfer encodings, charsets, the From mailbox.
@Suite struct ReceivedMessageTests {
    private func message(_ text: String) -> ReceivedMessage { ReceivedMessage(Array(text.utf8)) }

    @Test func multipartWithABase64JSONAttachment() throws {
        let json = #"{"customer": {"email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 1}]}"#
        let encoded = Data(json.utf8).base64EncodedString(options: .lineLength64Characters)
        let mail = message(
            """
            From: Ada <ada@example.com>\r
            MIME-Version: 1.0\r
            Content-Type: multipart/mixed; boundary="=-=b1=-="\r
            \r
            This is a multi-part message in MIME format.\r
            --=-=b1=-=\r
            Content-Type: text/plain; charset=utf-8\r
            \r
            Here is my order.\r
            --=-=b1=-=\r
            Content-Type: application/octet-stream; name="order.json"\r
            Content-Disposition: attachment;\r
             filename="order.json"\r
            Content-Transfer-Encoding: base64\r
            \r
            \(encoded.replacingOccurrences(of: "\n", with: "\r\n"))\r
            --=-=b1=-=--\r
            epilogue
            """)
        let leaves = mail.leafParts
        #expect(leaves.count == 2)
        #expect(leaves[0].text == "Here is my order.")
        #expect(leaves[1].filename == "order.json")
        #expect(leaves[1].isAttachment)
        #expect(leaves[1].decodedBody == Array(json.utf8))
        #expect(mail.from == MailAddress("ada@example.com", displayName: "Ada"))
    }

    @Test func quotedPrintableTextWithTheJSONInsideLongerText() {
        let mail = message(
            """
            From: ada@example.com
            Content-Type: text/plain; charset=UTF-8
            Content-Transfer-Encoding: quoted-printable

            Hello Royal Caf=C3=A9,

            {"customer": {"name": "Ad=C3=A1", "email": "ada@example.com"}, "items": [{"sku"=
            : "RC-BURG-01", "quantity": 2}], "note": "1 =3D one"}

            Thanks!
            """)
        let text = mail.leafParts.first?.text
        #expect(
            text == """
                Hello Royal Café,

                {"customer": {"name": "Adá", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 2}], "note": "1 = one"}

                Thanks!
                """)
    }

    @Test func foldedHeadersAreUnfolded() {
        let mail = message(
            "Subject: a long\r\n\tsubject line\r\nFrom:\r\n  \"Ada L.\"\r\n  <ada@example.com>\r\n\r\nbody")
        #expect(mail.header["subject"] == "a long\tsubject line")
        #expect(mail.from == MailAddress("ada@example.com", displayName: "Ada L."))
        #expect(mail.leafParts.first?.text == "body")
    }

    @Test func anEncodedWordFromIsDecoded() {
        let mail = message("From: =?UTF-8?Q?Ad=C3=A1_L?= =?iso-8859-1?B?b3ZlbGFjZQ==?= <Ada@Example.com>\n\nhi")
        #expect(mail.from == MailAddress("Ada@Example.com", displayName: "Adá Lovelace"))
    }

    @Test func aFromThatIsNotOnePlainAddressHasNoSender() {
        for from in [
            "a@example.com, b@example.com", "=?utf-8?q?x=40evil.example?=", "undisclosed-recipients:;",
            "Ada <ada@example.com> trailing", "<ada@example.com", "ada",
        ] {
            #expect(message("From: \(from)\n\nx").from == nil, "\(from)")
        }
        #expect(message("From: a@example.com\nFrom: b@example.com\n\nx").from == nil)
        // The angle address counts, not an address-like display name.
        #expect(message("From: ada@example.com <mallory@evil.example>\n\nx").from?.address == "mallory@evil.example")
        #expect(message("From: ada@example.com (Ada <x@y.z>)\n\nx").from?.address == "ada@example.com")
    }

    @Test func latin1TextIsRead() {
        let bytes =
            Array("Content-Type: text/plain; charset=ISO-8859-1\nContent-Transfer-Encoding: 8bit\n\nCaf".utf8) + [0xE9]
        #expect(ReceivedMessage(bytes).leafParts.first?.text == "Café")
    }

    @Test func flowedTextIsJoined() {
        let mail = message("Content-Type: text/plain; format=flowed\n\n{\"note\": \"a long \nline\"}\n")
        #expect(mail.leafParts.first?.text == "{\"note\": \"a long line\"}\n")
    }

    @Test func malformedBoundariesDoNotCrash() {
        let cases = [
            "Content-Type: multipart/mixed\n\n--x\n\nbody\n--x--",  // no boundary parameter
            "Content-Type: multipart/mixed; boundary=\"\"\n\n--\n\nbody",  // an empty boundary
            "Content-Type: multipart/mixed; boundary=x\n\nno delimiter at all",
            "Content-Type: multipart/mixed; boundary=x\n\n--x\nContent-Type: text/plain\n\nnever closed",
            "Content-Type: multipart/mixed; boundary=x\n\n--x",
            "Content-Type: multipart/mixed; boundary=x\n\n--x--\n--x\n\nafter the close",
            "Content-Type: multipart/mixed; boundary=\(String(repeating: "b", count: 71))\n\n--b\n\nx",
            "Content-Type: multipart/\n\n",
            "Content-Type: ;;;\"\n\n",
            "Content-Transfer-Encoding: base64\n\n!!!=",
            "Content-Transfer-Encoding: quoted-printable\n\n=\n=Z=4",
        ]
        for text in cases {
            let mail = message(text)
            _ = mail.leafParts.map { ($0.text, $0.filename, $0.decodedBody) }
        }
        #expect(message(cases[0]).leafParts.isEmpty)
        #expect(message(cases[2]).leafParts.isEmpty)
        #expect(message(cases[3]).leafParts.first?.text == "never closed")
        #expect(message(cases[5]).leafParts.isEmpty)
        #expect(message(cases[10]).leafParts.first?.decodedBody == Array("=Z=4".utf8))
    }

    @Test func nestingAndPartsAreBounded() {
        func nested(_ levels: Int) -> String {
            var text = ""
            for level in 0..<levels { text += "Content-Type: multipart/mixed; boundary=b\(level)x\n\n--b\(level)x\n" }
            return text + "Content-Type: text/plain\n\ndeep"
        }
        #expect(message(nested(5)).leafParts.map(\.text) == ["deep"])
        #expect(message(nested(6)).leafParts.isEmpty)
        #expect(message(nested(5000)).leafParts.isEmpty)
        let many =
            "Content-Type: multipart/mixed; boundary=b\n\n" + String(repeating: "--b\n\npart\n", count: 500) + "--b--"
        #expect(message(many).leafParts.count == ReceivedMessage.Limits().maximumParts)
    }
}
