import Foundation
import Testing

@testable import BistroServer

/// inotify through the watcher, on a real temporary folder. Each wait is bounded by a deadline; nothing
/// sleeps for a fixed time.
@Suite struct DirectoryWatcherTests {
    /// Waits for a change to a path ending with `name`, at most `seconds`; false when none came.
    func change(_ watcher: DirectoryWatcher, to name: String, within seconds: Double = 10) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            group.addTask {
                for await paths in watcher.changes where paths.contains(where: { $0.hasSuffix(name) }) { return true }
                return false
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return false
            }
            let first = await group.next() ?? false
            group.cancelAll()
            return first
        }
    }

    @Test func seesChangesInEveryFolderIncludingNewOnes() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("pages/deep"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try DirectoryWatcher(roots: [root.path], problem: { _ in })
        defer { watcher.stop() }
        #expect(watcher.watchedFolderCount == 3)

        try Data("a".utf8).write(to: root.appendingPathComponent("pages/deep/a.md"))
        #expect(await change(watcher, to: "/pages/deep/a.md"))

        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("new/inner"), withIntermediateDirectories: true)
        #expect(await change(watcher, to: "/new"))
        // The new folders are watched once the watcher has read their creation.
        let deadline = ContinuousClock.now + .seconds(10)
        while watcher.watchedFolderCount < 5 && ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(5))
        }
        #expect(watcher.watchedFolderCount == 5)
        try Data("b".utf8).write(to: root.appendingPathComponent("new/inner/b.md"))
        #expect(await change(watcher, to: "/new/inner/b.md"))
    }

    @Test func stoppingEndsTheChanges() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("bistro-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        let watcher = try DirectoryWatcher(roots: [root.path], problem: { _ in })
        watcher.stop()
        var changes = watcher.changes.makeAsyncIterator()
        #expect(await changes.next() == nil)
    }
}
