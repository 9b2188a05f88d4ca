import Foundation

/// Reads messages back with a real mail parser: Python's `mailbox` and `email` packages (policy
/// `email.policy.default`, which decodes encoded-word headers and quoted-printable bodies).
struct ParsedMail {
    var file: String
    var headers: [String: String]
    var body: String
    /// Whether Python's parser found no defects in the message.
    var clean: Bool

    var event: String? { headers["X-Bistro-Event"] }

    private static let script = #"""
        import email, email.policy, json, mailbox, os, sys
        out = []
        for path in sys.argv[1:]:
            if os.path.isdir(path):
                box = mailbox.Maildir(path, factory=None, create=False)
                items = [(key, box.get_bytes(key)) for key in box.keys()]
            else:
                items = [(os.path.basename(path), open(path, 'rb').read())]
            for key, raw in items:
                msg = email.message_from_bytes(raw, policy=email.policy.default)
                headers = {name: str(msg[name]) for name in ['Date', 'From', 'To', 'Subject', 'Message-ID', 'X-Bistro-Event', 'Content-Type', 'MIME-Version']}
                body = msg.get_body(('plain',)).get_content()
                out.append({'file': key, 'headers': headers, 'body': body, 'clean': len(msg.defects) == 0 and msg.get_content_charset() == 'utf-8'})
        print(json.dumps(out))
        """#

    /// Every message in the Maildirs or files at `paths`.
    static func read(_ paths: [String]) throws -> [ParsedMail] {
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script] + paths,
            in: BistroRunner.packageRoot
        ).wait()
        guard result.status == 0 else { throw MailReaderError(message: "python3 failed: \(result.stderr)") }
        let list = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]] ?? []
        return list.map {
            ParsedMail(
                file: $0["file"] as? String ?? "", headers: $0["headers"] as? [String: String] ?? [:],
                body: $0["body"] as? String ?? "", clean: $0["clean"] as? Bool ?? false)
        }.sorted { $0.file < $1.file }
    }
}

struct MailReaderError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}

extension OrderBookRunner {
    var outbox: String { spool + "/outbox" }

    /// The messages in `SPOOL/outbox/`, parsed back.
    func mail() throws -> [ParsedMail] { try ParsedMail.read([outbox]) }

    /// A check-in `meters` north of the demo restaurant (43.6532, -79.3832).
    func checkIn(
        _ name: String, order: String, key: String = "orderNumber", email: String = "ada@example.com",
        metersNorth: Double
    ) {
        let latitude = 43.6532 + metersNorth / 111_194.93
        drop(
            name,
            #"{"checkIn": {"\#(key)": "\#(order)", "email": "\#(email)", "latitude": \#(latitude), "longitude": -79.3832}}"#
        )
    }
}
