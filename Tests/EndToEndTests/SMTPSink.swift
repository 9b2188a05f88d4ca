import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A real SMTP server on loopback for the mail tests: Python's `aiosmtpd` (from PyPI, installed by
/// scripts/install-deps.sh) on a port it binds itself (127.0.0.1:0, so no other process can take the port
/// between choosing and binding it). It writes each message it accepts, exactly as received, to
/// `folder/NNNN.eml` (with the envelope in `NNNN.json`) before it answers "250", so a client that has
/// exited after a successful delivery has left the file there. While `refusing` is set it answers every
/// message "451 Try again later" (a provider's temporary failure). It is ready once it has written
/// `folder/port`, after it listens. `stop()` ends it and removes its files; call it in a `defer`.
///
/// Given an `account`, it stands in for a mail provider's submission server: it offers STARTTLS with a
/// self-signed certificate for 127.0.0.1 (`certificate`, made with `openssl`, for msmtp's `tls_trust_file`)
/// and requires it, and takes mail only after an AUTH with that login and password.
final class SMTPSink {
    let folder: URL
    let port: Int
    private let process = Process()

    private static let script = #"""
        import asyncio, json, os, socket, ssl, subprocess, sys
        from aiosmtpd.smtp import SMTP, AuthResult, LoginPassword

        folder = sys.argv[1]
        account = sys.argv[2:4]

        def put(name, data):
            with open(name + ".part", "wb") as file:
                file.write(data)
            os.rename(name + ".part", name)

        class Keep:
            count = 0

            async def handle_DATA(self, server, session, envelope):
                if os.path.exists(os.path.join(folder, "refuse")):
                    return "451 4.3.0 Try again later"
                Keep.count += 1
                name = os.path.join(folder, "%04d" % Keep.count)
                put(name + ".json", json.dumps({"mailFrom": envelope.mail_from, "rcptTos": envelope.rcpt_tos}).encode())
                put(name + ".eml", envelope.original_content)
                return "250 Message accepted for delivery"

        async def main():
            listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
            listener.bind(("127.0.0.1", 0))
            listener.listen(16)
            handler = Keep()
            options = {}
            if account:
                cert, key = os.path.join(folder, "cert.pem"), os.path.join(folder, "key.pem")
                subprocess.run(
                    ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1",
                     "-addext", "subjectAltName=IP:127.0.0.1", "-days", "2", "-keyout", key, "-out", cert],
                    check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
                context.load_cert_chain(cert, key)
                login, password = account[0].encode(), account[1].encode()

                def authenticate(server, session, envelope, mechanism, data):
                    return AuthResult(
                        success=isinstance(data, LoginPassword) and data.login == login and data.password == password)

                options = dict(
                    tls_context=context, require_starttls=True, authenticator=authenticate, auth_required=True,
                    auth_require_tls=True)
            await asyncio.get_running_loop().create_server(lambda: SMTP(handler, **options), sock=listener)
            put(os.path.join(folder, "port"), str(listener.getsockname()[1]).encode())
            await asyncio.Event().wait()

        asyncio.run(main())
        """#

    /// The self-signed certificate the server presents when it was given an account.
    var certificate: String { folder.path + "/cert.pem" }

    init(account: (login: String, password: String)? = nil) throws {
        folder = BistroRunner.temporaryFolder().appendingPathComponent("smtp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.path + "/server.log", contents: nil)
        let log = try FileHandle(forWritingTo: folder.appendingPathComponent("server.log"))
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["python3", "-c", Self.script, folder.path] + (account.map { [$0.login, $0.password] } ?? [])
        process.standardOutput = log
        process.standardError = log
        try process.run()
        try? log.close()
        // Generous: starting Python and importing aiosmtpd on a loaded machine can take seconds.
        let deadline = Date().addingTimeInterval(60)
        var port: Int?
        while port == nil, process.isRunning, Date() < deadline {
            port = (try? String(contentsOfFile: folder.path + "/port", encoding: .utf8)).flatMap { Int($0) }
            if port == nil { Thread.sleep(forTimeInterval: 0.05) }
        }
        guard let port else {
            let output = (try? String(contentsOfFile: folder.path + "/server.log", encoding: .utf8)) ?? ""
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
            try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
            throw ProbeError(
                "the SMTP server (aiosmtpd) did not start; scripts/install-deps.sh installs it: \(output)")
        }
        self.port = port
    }

    /// Whether the server refuses messages for now ("451"), as a provider that is down for a while does.
    var refusing: Bool {
        get { FileManager.default.fileExists(atPath: folder.path + "/refuse") }
        set {
            if newValue {
                FileManager.default.createFile(atPath: folder.path + "/refuse", contents: nil)
            } else {
                try? FileManager.default.removeItem(atPath: folder.path + "/refuse")
            }
        }
    }

    /// The messages received so far, in order, as files.
    var messages: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".eml") }.sorted().map { folder.path + "/" + $0 }
    }

    /// The envelope (`mailFrom`, `rcptTos`) of the message at `file`.
    func envelope(of file: String) throws -> [String: Any] {
        let data = try Data(contentsOf: URL(fileURLWithPath: String(file.dropLast(".eml".count)) + ".json"))
        return try JSONSerialization.jsonObject(with: data) as? [String: Any] ?? [:]
    }

    /// Ends the server and removes its files.
    func stop() {
        process.stop()
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }
}
