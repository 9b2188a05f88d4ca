import Foundation

/// Runs the built `bistro` in a temporary folder with its own spool and database, passing
/// `--spool`, `--db`, `--now` and `--content` (the demo restaurant) to the commands that take them.
final class OrderBookRunner {
    static let content = BistroRunner.packageRoot.appendingPathComponent("Content").path
    static let now = "2026-11-22T17:00:00-05:00"

    let root: String
    /// The `--now` passed to every command; tests move it forward.
    var now = OrderBookRunner.now
    /// The `--content` passed to the commands that read content.
    var content = OrderBookRunner.content
    var spool: String { root + "/spool" }
    var db: String { root + "/orders.sqlite" }

    init() throws {
        root = BistroRunner.temporaryFolder().path
        try FileManager.default.createDirectory(atPath: root + "/spool/incoming", withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    private func withStoreOptions(_ arguments: [String], _ storeOptions: Bool) -> [String] {
        guard storeOptions else { return arguments }
        var args = arguments + ["--spool", spool, "--db", db, "--now", now]
        if !["submit", "backup", "restore"].contains(arguments.first) { args += ["--content", content] }
        return args
    }

    func start(_ arguments: [String], storeOptions: Bool = true, environment: [String: String] = [:]) throws
        -> RunningChild
    {
        try BistroRunner.start(
            withStoreOptions(arguments, storeOptions), in: URL(fileURLWithPath: root), environment: environment)
    }

    @discardableResult
    func run(_ arguments: [String], storeOptions: Bool = true, environment: [String: String] = [:]) throws
        -> BistroRunner.Result
    {
        try BistroRunner.run(
            withStoreOptions(arguments, storeOptions), in: URL(fileURLWithPath: root), environment: environment)
    }

    func drop(_ name: String, _ text: String) { drop(name, Data(text.utf8)) }
    func drop(_ name: String, _ data: Data) {
        _ = FileManager.default.createFile(atPath: spool + "/incoming/" + name, contents: data)
    }

    func files(_ folder: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: spool + "/" + folder)) ?? []).sorted()
    }

    func json(_ arguments: [String], storeOptions: Bool = true) throws -> Any {
        let result = try run(arguments, storeOptions: storeOptions)
        return try JSONSerialization.jsonObject(with: Data(result.stdout.utf8))
    }
}

func orderJSON(
    id: String?, email: String = "ada@example.com", name: String = "Ada Lovelace", sku: String = "RC-BURG-01",
    quantity: Int = 1, extra: String = ""
) -> String {
    let idField = id.map { #""orderId": "\#($0)", "# } ?? ""
    return
        #"{\#(idField)"customer": {"name": "\#(name)", "email": "\#(email)"}, "items": [{"sku": "\#(sku)", "quantity": \#(quantity)}]\#(extra)}"#
}
