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
final class SMTPSink {
    let folder: URL
    let port: Int
    private let process = Process()

    private static let script = #"""
        import asyncio, json, os, socket, sys
        from aiosmtpd.smtp import SMTP

        folder = sys.argv[1]

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
            await asyncio.get_running_loop().create_server(lambda: SMTP(handler), sock=listener)
            put(os.path.join(folder, "port"), str(listener.getsockname()[1]).encode())
            await asyncio.Event().wait()

        asyncio.run(main())
        """#

    init() throws {
        folder = BistroRunner.temporaryFolder().appendingPathComponent("smtp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: folder.path + "/server.log", contents: nil)
        let log = try FileHandle(forWritingTo: folder.appendingPathComponent("server.log"))
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", Self.script, folder.path]
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
