import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Debian's nginx or Caddy running one of the documented configurations (`Examples/deploy/nginx.conf`,
/// `Examples/deploy/Caddyfile`) on a free loopback port in front of `bistro serve` on `upstream`. The file
/// is changed only where loopback needs it: the listening address (no TLS certificate on loopback), the
/// upstream's port, and what a process of its own needs (nginx: a main block with pid, logs and temporary
/// folders in a folder of its own, `daemon off`; Caddy: `admin off` and its data and config folders through
/// `XDG_DATA_HOME` and `XDG_CONFIG_HOME`). `stop()` ends it; call it in a `defer`.
final class ReverseProxy {
    enum Kind: String { case nginx, caddy }

    let kind: Kind
    let port: Int
    let folder: URL
    private let process = Process()

    init(_ kind: Kind, upstream: Int) throws {
        self.kind = kind
        folder = BistroRunner.temporaryFolder().appendingPathComponent(kind.rawValue)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        port = try Self.freePort()
        let example = BistroRunner.packageRoot.appendingPathComponent("Examples/deploy")
        switch kind {
        case .nginx:
            let server = try String(contentsOf: example.appendingPathComponent("nginx.conf"), encoding: .utf8)
            let config = try Self.nginxConfig(server: server, port: port, upstream: upstream, folder: folder.path)
            try config.write(to: folder.appendingPathComponent("nginx.conf"), atomically: true, encoding: .utf8)
            process.executableURL = try Self.executable("nginx")
            process.arguments = [
                "-p", folder.path + "/", "-c", folder.path + "/nginx.conf", "-e", folder.path + "/error.log",
            ]
        case .caddy:
            let file = try String(contentsOf: example.appendingPathComponent("Caddyfile"), encoding: .utf8)
            let config = try Self.caddyConfig(file, port: port, upstream: upstream)
            try config.write(to: folder.appendingPathComponent("Caddyfile"), atomically: true, encoding: .utf8)
            process.executableURL = try Self.executable("caddy")
            process.arguments = ["run", "--config", folder.path + "/Caddyfile", "--adapter", "caddyfile"]
            process.environment = ProcessInfo.processInfo.environment.merging([
                "XDG_DATA_HOME": folder.path + "/data", "XDG_CONFIG_HOME": folder.path + "/config", "HOME": folder.path,
            ]) { _, new in new }
        }
        FileManager.default.createFile(atPath: folder.path + "/output.log", contents: nil)
        let log = try FileHandle(forWritingTo: folder.appendingPathComponent("output.log"))
        process.standardOutput = log
        process.standardError = log
        process.currentDirectoryURL = folder
        try process.run()
        try? log.close()
        guard Self.waitUntilListening(port: port, within: 30, while: { self.process.isRunning }) else {
            let output = self.output
            stop()
            throw ProbeError("\(kind.rawValue) did not start on port \(port): \(output)")
        }
    }

    /// What the proxy printed and logged, for failure messages.
    var output: String {
        ["output.log", "error.log"].compactMap { try? String(contentsOfFile: folder.path + "/" + $0, encoding: .utf8) }
            .joined(separator: "\n")
    }

    func stop() {
        process.stop()
        try? FileManager.default.removeItem(at: folder.deletingLastPathComponent())
    }

    /// The documented server block inside a main configuration of nginx's own in `folder`.
    static func nginxConfig(server: String, port: Int, upstream: Int, folder: String) throws -> String {
        guard server.contains("listen 443 ssl;"), server.contains("proxy_pass http://127.0.0.1:8080;") else {
            throw ProbeError("Examples/deploy/nginx.conf no longer has the lines this test changes")
        }
        let block = server.replacingOccurrences(of: "listen 443 ssl;", with: "listen 127.0.0.1:\(port);")
            .replacingOccurrences(
                of: "proxy_pass http://127.0.0.1:8080;", with: "proxy_pass http://127.0.0.1:\(upstream);")
        let user = geteuid() == 0 ? "user root;\n" : ""
        return """
            daemon off;
            worker_processes 1;
            \(user)pid \(folder)/nginx.pid;
            error_log \(folder)/error.log;
            events { worker_connections 256; }
            http {
                access_log \(folder)/access.log;
                client_body_temp_path \(folder)/client_body;
                proxy_temp_path \(folder)/proxy;
                fastcgi_temp_path \(folder)/fastcgi;
                uwsgi_temp_path \(folder)/uwsgi;
                scgi_temp_path \(folder)/scgi;
            \(block)
            }

            """
    }

    /// The documented Caddyfile for plain HTTP on 127.0.0.1:`port`, with the admin endpoint off.
    static func caddyConfig(_ file: String, port: Int, upstream: Int) throws -> String {
        guard file.contains("my-bistro.example {"), file.contains("reverse_proxy 127.0.0.1:8080") else {
            throw ProbeError("Examples/deploy/Caddyfile no longer has the lines this test changes")
        }
        let site = file.replacingOccurrences(
            of: "my-bistro.example {", with: "http://my-bistro.example:\(port) {\n\tbind 127.0.0.1"
        )
        .replacingOccurrences(of: "reverse_proxy 127.0.0.1:8080", with: "reverse_proxy 127.0.0.1:\(upstream)")
        return "{\n\tadmin off\n\tauto_https off\n}\n\n" + site
    }

    static func executable(_ name: String) throws -> URL {
        let path =
            (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + [
                "/usr/sbin", "/usr/bin",
            ]
        for folder in path where FileManager.default.isExecutableFile(atPath: folder + "/" + name) {
            return URL(fileURLWithPath: folder + "/" + name)
        }
        throw ProbeError("\(name) is not installed: run scripts/install-deps.sh (Debian's nginx and caddy packages)")
    }

    /// A port no one listens on now, on 127.0.0.1.
    static func freePort() throws -> Int {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw ProbeError("socket: \(errno)") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
                bind(descriptor, pointer, length) == 0 && getsockname(descriptor, pointer, &length) == 0
            }
        }
        guard bound else { throw ProbeError("no free port: errno \(errno)") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func waitUntilListening(port: Int, within seconds: Double, while running: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline && running() {
            if LoopbackSocket.accepts(port: port) { return true }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return false
    }
}
