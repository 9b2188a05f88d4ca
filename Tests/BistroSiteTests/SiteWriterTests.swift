@testable import BistroSite
import Foundation
import Testing

@Suite struct SiteWriterTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-writer-\(UUID().uuidString)")

    func write(_ files: [String: String]) throws -> SiteWriter.Report {
        let paths = files.keys.sorted()
        return try SiteWriter(output: folder).write(paths: paths) { .text(files[paths[$0]]!) }
    }

    func modified(_ path: String) throws -> Date {
        try #require(FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(path).path)[.modificationDate] as? Date)
    }

    func read(_ path: String) -> String? {
        FileManager.default.contents(atPath: folder.appendingPathComponent(path).path).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func unchangedFilesKeepTheirModificationTime() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try write(["index.html": "home", "menu/index.html": "menu"])
        #expect(first.written == 2)
        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: folder.appendingPathComponent("index.html").path)
        let second = try write(["index.html": "home", "menu/index.html": "menu v2"])
        #expect(second.written == 1)
        #expect(try modified("index.html") == old)
        #expect(read("menu/index.html") == "menu v2")
        let mode = try #require(FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent("menu/index.html").path)[.posixPermissions] as? Int)
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

    @Test func pathsOutsideTheOutputFolderAreRefused() {
        #expect(throws: SiteWriterError.self) { try write(["../escape": "x"]) }
        #expect(!SiteWriter.isSafe("/etc/passwd"))
        #expect(!SiteWriter.isSafe("a//b"))
        #expect(SiteWriter.isSafe("menu/index.html"))
    }
}
