import Foundation
import Testing

@testable import BistroSite

@Suite struct SiteWriterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-writer-\(UUID().uuidString)")

    func write(_ files: [String: String]) throws -> SiteWriter.Report {
        let paths = files.keys.sorted()
        return try SiteWriter(output: folder).write(paths: paths) { .text(files[paths[$0]]!) }
    }

    func modified(_ path: String) throws -> Date {
        try #require(
            FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.modificationDate]
                as? Date)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map {
            String(decoding: $0, as: UTF8.self)
        }
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try write(["index.html": "home", "menu/index.html": "menu"])
        #expect(first.written == 2)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes(
            [.modificationDate: old], ofItemAtPath: folder.appendingPathComponent("index.html").path)
        let second = try write(["index.html": "home", "menu/index.html": "menu v2"])
        #expect(second.written == 1)
        #expect(try modified("index.html") == old)
        #expect(read("menu/index.html") == "menu v2")
        let mode = try #require(
            FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("menu/index.html").path)[
                .posixPermissions] as? Int)
        #expect(mode == 0o644)
    }

    @Test func staleFilesAreRemovedButOwnerFilesStay() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write(["index.html": "home", "old/index.html": "old"])
        try Data("example.com".utf8).write(to: folder.appendingPathComponent("CNAME"))
        let report = try write(["index.html": "home"])
        #expect(report.removed == 1)
        #expect(read("old/index.html") == nil)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("old").path))
        #expect(read("CNAME") == "example.com")
        #expect(read(SiteWriter.manifestName)?.contains("\nindex.html\t4\t") == true)
        // No temporary files are left behind.
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(!names.contains { $0.hasSuffix(".tmp") })
    }

    /// A build killed part-way leaves its marker and temporary files; the next build deletes those files
    /// (and only those), then removes the marker when it is done.
    @Test func temporaryFilesOfAnInterruptedBuildAreDeleted() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        _ = try write(["index.html": "home", "menu/index.html": "menu"])
        let stray = ["menu/.index.html.bistro-4242-17-3.tmp", ".index.html.bistro-4242-17-1.tmp"]
        let owners = [".notes.tmp", "menu/draft.bistro-1.tmp", "menu/.cache"]
        for path in stray + owners { try Data("x".utf8).write(to: folder.appendingPathComponent(path)) }

        // Without the marker nothing suggests a build was interrupted: the files stay.
        _ = try write(["index.html": "home", "menu/index.html": "menu"])
        #expect(stray.allSatisfy { read($0) != nil })

        try Data().write(to: folder.appendingPathComponent(OutputFolderGuard.markerName))
        let report = try write(["index.html": "home", "menu/index.html": "menu v2"])
        #expect(report.written == 1)
        #expect(stray.allSatisfy { read($0) == nil })
        #expect(owners.allSatisfy { read($0) == "x" })
        #expect(read(OutputFolderGuard.markerName) == nil)
        #expect(read("menu/index.html") == "menu v2")
    }

    /// Same input as the last complete build, but the marker says a later build was cut short: the
    /// output is not up to date (the build runs, and sweeps what the other left).
    @Test func anInterruptedBuildIsNeverUpToDate() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let writer = SiteWriter(output: folder)
        let fingerprint = BuildFingerprint(hex: "same input")
        _ = try writer.write(paths: ["index.html"], fingerprint: fingerprint, pages: 1) { _ in .text("home") }
        #expect(writer.upToDate(fingerprint) == 1)
        try Data().write(to: folder.appendingPathComponent(OutputFolderGuard.markerName))
        #expect(writer.upToDate(fingerprint) == nil)
    }

    /// Two builds into one folder take turns: while another holds the folder's lock, a build waits.
    @Test func buildsIntoOneFolderTakeTurns() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let holder = open(folder.path, O_RDONLY | O_DIRECTORY)
        #expect(flock(holder, LOCK_EX) == 0)
        let done = DispatchSemaphore(value: 0)
        let output = folder
        DispatchQueue.global().async {
            _ = try? SiteWriter(output: output).write(paths: ["index.html"]) { _ in .text("home") }
            done.signal()
        }
        #expect(done.wait(timeout: .now() + 0.5) == .timedOut)
        #expect(read("index.html") == nil)
        flock(holder, LOCK_UN)
        close(holder)
        #expect(done.wait(timeout: .now() + 10) == .success)
        #expect(read("index.html") == "home")
    }

    @Test func pathsOutsideTheOutputFolderAreRefused() {
        #expect(throws: SiteWriterError.self) { try write(["../escape": "x"]) }
        #expect(!SiteWriter.isSafe("/etc/passwd"))
        #expect(!SiteWriter.isSafe("a//b"))
        #expect(SiteWriter.isSafe("menu/index.html"))
    }
}
