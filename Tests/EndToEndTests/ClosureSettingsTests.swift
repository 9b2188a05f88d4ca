import Foundation
import Testing

/// Issue 12: `closures` and `pickup.advanceDays` in restaurant.json are checked with positions. Issue 25:
/// the closures are shown beside the opening hours.
@Suite struct ClosureSettingsTests {
    @Test func theHomePageShowsTheClosuresBesideTheHours() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site").path
        let build = try BistroRunner.run(["build", "--quiet", "--content", "Content", "--output", site])
        #expect(build.status == 0, "\(build.stderr)")
        let home = try String(contentsOfFile: site + "/index.html", encoding: .utf8)
        let hours = try #require(home.range(of: "<caption>Opening hours</caption>"))
        let closures = try #require(
            home.range(of: "<p class=\"closures\">Closed December 25\u{2009}–\u{2009}26 and January 1</p>"))
        #expect(hours.upperBound < closures.lowerBound)
    }

    @Test func badClosuresAndAdvanceDaysArePositionedErrors() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try OrderPageTests.content(in: folder) { restaurant in
            restaurant["closures"] = ["2026-12-25", "Christmas", "2026-02-30"]
            var pickup = restaurant["pickup"] as! [String: Any]
            pickup["advanceDays"] = 400
            restaurant["pickup"] = pickup
        }
        let lines = try String(contentsOfFile: content + "/restaurant.json", encoding: .utf8).split(
            separator: "\n", omittingEmptySubsequences: false)
        func line(_ needle: String) -> Int { lines.firstIndex { $0.contains(needle) }! + 1 }
        let result = try BistroRunner.run(["check", "--content", content])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains(
                "restaurant.json:\(line("\"Christmas\"")):5: error: closures must be dates such as \"2026-12-25\""),
            "\(result.stderr)")
        #expect(
            result.stderr.contains("restaurant.json:\(line("\"2026-02-30\"")):5: error: closures must be dates"),
            "\(result.stderr)")
        #expect(!result.stderr.contains("restaurant.json:\(line("\"2026-12-25\"")):"))
        #expect(result.stderr.contains("restaurant.json:\(line("\"advanceDays\"")):"), "\(result.stderr)")
    }
}
