import Foundation
import Testing

/// The runner reads a child's standard output and error at the same time: a child that writes more than a
/// pipe holds to one of them while the other is still open must not hang the test.
@Suite struct ChildOutputTests {
    /// `bistro check` on a menu with 6,000 unknown keys prints over 1 MB of errors (each key clipped to 40
    /// characters, each line listing the known keys) to stderr and nothing to stdout (read first by the old
    /// runner, which then waited forever).
    @Test func bistroWritingMegabytesToStderrDoesNotHang() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        // The demo's restaurant without its hero image, whose file this folder does not have.
        var restaurant =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: BistroRunner.packageRoot.appendingPathComponent("Content/restaurant.json")))
            as! [String: Any]
        restaurant["heroImage"] = nil
        try JSONSerialization.data(withJSONObject: restaurant).write(
            to: content.appendingPathComponent("restaurant.json"))
        let longKey = String(repeating: "x", count: 100)
        let items = (0..<6000).map { #"{"sku": "X-\#($0)", "name": "Item", "price": "1.00", "k\#(longKey)\#($0)": 1}"# }
        let menu = #"{"categories": [{"id": "c", "name": "C", "items": [\#n\#(items.joined(separator: ",\n"))]}]}"#
        try Data(menu.utf8).write(to: content.appendingPathComponent("menu.json"))

        let child = try BistroRunner.start(["check", "--content", content.path], in: folder)
        let result = try #require(child.wait(atMost: 120), "bistro check did not finish: its stderr was not read")
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.utf8.count > 1_000_000)
        let lines = result.stderr.split(separator: "\n")
        #expect(lines.count == 6000)
        #expect(lines.allSatisfy { $0.contains(": error: unknown key \"k\(longKey.prefix(39))…\" in menu item") })
    }

    /// The reader itself, with a shell that fills both pipes in turn: 2 MB to stderr while stdout is still
    /// open, then 2 MB to stdout while stderr is, then a little to each.
    @Test func bothPipesFilledInTurnAreReadCompletely() throws {
        let script = """
            head -c 2000000 /dev/zero | tr '\\0' e >&2
            head -c 2000000 /dev/zero | tr '\\0' o
            echo ' end' >&2; echo ' end'; exit 3
            """
        let child = try RunningChild(
            URL(fileURLWithPath: "/bin/sh"), ["-c", script], in: FileManager.default.temporaryDirectory)
        let result = try #require(child.wait(atMost: 120), "the shell did not finish: a pipe was not read")
        #expect(result.status == 3)
        #expect(result.stderr == String(repeating: "e", count: 2_000_000) + " end\n")
        #expect(result.stdout == String(repeating: "o", count: 2_000_000) + " end\n")
    }
}
