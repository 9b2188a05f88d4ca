import Foundation

/// Runs the built `bistro` binary (.build/debug/bistro) in a temporary folder with its own spool and database.
final class BistroRunner {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let binary = packageRoot.appendingPathComponent(".build/debug/bistro").path
    static let content = packageRoot.appendingPathComponent("Content").path
    static let now = "2026-11-22T17:00:00-05:00"

    let root: String
    var spool: String { root + "/spool" }
    var db: String { root + "/orders.sqlite" }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-e2e-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/spool/incoming", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Starts `bistro ARGS --content … --spool … --db … --now …` (the store options where the command takes them).
    func start(_ arguments: [String], storeOptions: Bool = true) throws -> (Process, Pipe, Pipe) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.binary)
        var args = arguments
        if storeOptions { args += ["--spool", spool, "--db", db, "--now", Self.now] }
        if arguments.first != "submit" && storeOptions { args += ["--content", Self.content] }
        process.arguments = args
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        return (process, out, err)
    }

    @discardableResult
    func run(_ arguments: [String], storeOptions: Bool = true) throws -> Result {
        let (process, out, err) = try start(arguments, storeOptions: storeOptions)
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }

    func drop(_ name: String, _ text: String) { drop(name, Data(text.utf8)) }
    func drop(_ name: String, _ data: Data) { _ = FileManager.default.createFile(atPath: spool + "/incoming/" + name, contents: data) }

    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: spool + "/" + folder)) ?? []).sorted()
    }

    func json(_ arguments: [String]) throws -> Any {
        let result = try run(arguments)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }
}

func orderJSON(id: String?, email: String = "ada@example.com", name: String = "Ada Lovelace", sku: String = "RC-BURG-01", quantity: Int = 1, extra: String = "") -> String {
    let idField = id.map { #""orderId": "\#($0)", "# } ?? ""
    return #"{\#(idField)"customer": {"name": "\#(name)", "email": "\#(email)"}, "items": [{"sku": "\#(sku)", "quantity": \#(quantity)}]\#(extra)}"#
}
