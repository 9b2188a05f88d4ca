import Foundation
import Testing

@testable import BistroMail

/// The invitation as a real mail program and calendar read it: Python's `email` package takes the message
/// apart and the `icalendar` package (PyPI; scripts/install-deps.sh installs it) parses the calendar,
/// through Tests/Mail/check_invitation.py. Skipped where icalendar is missing, except on CI (the
/// environment variable CI is set), where it must run and so fails.
@Suite struct InvitationParserTests {
    static let hasParser: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", "import icalendar"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }()

    static let onCI = ProcessInfo.processInfo.environment["CI"] != nil

    static let checker = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Mail/check_invitation.py")

    /// A guest's name at its most hostile: quotes, commas, semicolons, a backslash, a line break, an emoji,
    /// 300 characters in all.
    static let hostileName: String = {
        let start = "Zoë \"Chef\" O'Brien; DROP TABLE, \\n\nline two 🎉 "
        return start + String(repeating: "x", count: 300 - start.count)
    }()

    /// Writes `text` to a temporary file, runs the checker on it, and returns what it printed.
    private func check(_ text: String, fileName: String) throws -> [String: Any] {
        try #require(
            Self.hasParser, "python3 with icalendar is missing, and on CI this check must run: scripts/install-deps.sh")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("invitation-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(fileName)
        try Data(text.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", Self.checker.path, file.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let problem = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "check_invitation.py failed: \(problem)")
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test(.enabled(if: hasParser || onCI, "python3 with icalendar is not installed (scripts/install-deps.sh)"))
    func aBookingMailReadsBackInTheRestaurantsZone() throws {
        #expect(Self.hostileName.count == 300)
        let summary = "Table for 4: " + Self.hostileName
        var message = MailMessage(
            from: MailAddress("hello@royalcafe.example", displayName: "Royal Café"),
            to: [MailAddress("ada@example.com")], subject: "Your table on November 22",
            date: CalendarEventTests.booked, messageID: "b42.booked@royalcafe.example",
            body: "Hello,\nyour table is booked.\n")
        let event = CalendarEventTests.booking(summary: summary)
        message.invitation = CalendarInvitation(event, stamp: message.date)
        let read = try check(
            message.rendered(timeZone: TimeZone(identifier: "America/Toronto")!), fileName: "booked.eml")
        #expect(
            read["structure"] as? [String] == [
                "multipart/mixed", "multipart/alternative", "text/plain", "text/calendar", "application/ics",
            ])
        #expect(read["defects"] as? Int == 0)
        #expect(read["partMethod"] as? String == "PUBLISH" && read["method"] as? String == "PUBLISH")
        #expect(
            read["attachmentIsTheSame"] as? Bool == true && read["attachmentDisposition"] as? String == "attachment")
        #expect(read["text"] as? String == "Hello,\nyour table is booked.\n")
        #expect(read["crlf"] as? Bool == true)
        #expect(read["errors"] as? [String] == [])
        #expect(read["version"] as? String == "2.0" && read["calscale"] as? String == "GREGORIAN")
        #expect(read["uid"] as? String == "booking-42@royalcafe.example")
        #expect(read["start"] as? String == "2026-11-22T18:30:00-05:00")
        #expect(read["startZone"] as? String == "America/Toronto" && read["startTZID"] as? String == "America/Toronto")
        #expect(read["startUTC"] as? String == "2026-11-22T23:30:00+00:00")
        #expect(read["startUTCOwnZone"] as? String == "2026-11-22T23:30:00+00:00")
        #expect((read["ownZone"] as? String)?.contains("X-Bistro-Test/Unknown") == true)
        #expect(read["durationMinutes"] as? Double == 90)
        #expect(read["stamp"] as? String == "2026-11-18T11:06:40+00:00")
        #expect(read["summary"] as? String == String(summary.prefix(254)) + "…")
        #expect(
            (read["summary"] as? String)?.hasPrefix(
                #"Table for 4: Zoë "Chef" O'Brien; DROP TABLE, \n"# + "\nline two 🎉 x") == true)
        #expect(read["location"] as? String == "Royal Café, 12 King St W, Toronto")
        #expect(
            read["description"] as? String == "Table 7, 4 guests.\nTo cancel: https://royalcafe.example/bookings/k3y/")
        #expect(read["url"] as? String == "https://royalcafe.example/bookings/k3y/")
        #expect(read["organizer"] as? String == "mailto:hello@royalcafe.example")
        #expect(read["organizerName"] as? String == "Royal Café")
        #expect(read["sequence"] as? Int == 0 && read["status"] as? String == "CONFIRMED")
        #expect(
            read["observances"] as? [[AnyHashable]] == [["STANDARD", -240.0, -300.0], ["DAYLIGHT", -300.0, -240.0]])
    }

    /// The cancellation's .ics for a summer booking (EDT) with the hostile name in full in its description.
    @Test(.enabled(if: hasParser || onCI, "python3 with icalendar is not installed (scripts/install-deps.sh)"))
    func aCancellationReadsBack() throws {
        var event = CalendarEventTests.booking()
        event.start = Date(timeIntervalSince1970: 1_783_724_400)  // 2026-07-10T23:00:00Z, 19:00 EDT
        event.description = "Booked by " + Self.hostileName
        event.revision = 1
        event.cancelled = true
        event.reminderMinutes = 60
        let read = try check(event.iCalendar(stamp: CalendarEventTests.booked), fileName: "invite.ics")
        #expect(read["crlf"] as? Bool == true && read["errors"] as? [String] == [])
        #expect(read["method"] as? String == "CANCEL" && read["status"] as? String == "CANCELLED")
        #expect(read["sequence"] as? Int == 2)
        #expect(read["uid"] as? String == "booking-42@royalcafe.example")
        #expect(read["start"] as? String == "2026-07-10T19:00:00-04:00")
        #expect(read["startUTC"] as? String == "2026-07-10T23:00:00+00:00")
        #expect(read["startUTCOwnZone"] as? String == "2026-07-10T23:00:00+00:00")
        #expect(read["description"] as? String == "Booked by " + Self.hostileName)
        #expect(read["alarmMinutes"] as? [Double] == [])
        #expect(
            read["observances"] as? [[AnyHashable]] == [["DAYLIGHT", -300.0, -240.0], ["STANDARD", -240.0, -300.0]])
    }

    /// Tokyo has no daylight saving time: one STANDARD, and the reminder's alarm.
    @Test(.enabled(if: hasParser || onCI, "python3 with icalendar is not installed (scripts/install-deps.sh)"))
    func aZoneWithoutDaylightSavingTimeReadsBack() throws {
        var event = CalendarEventTests.booking()
        event.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        event.reminderMinutes = 120
        let read = try check(event.iCalendar(stamp: CalendarEventTests.booked), fileName: "tokyo.ics")
        #expect(read["start"] as? String == "2026-11-23T08:30:00+09:00")
        #expect(read["startUTCOwnZone"] as? String == "2026-11-22T23:30:00+00:00")
        #expect(read["observances"] as? [[AnyHashable]] == [["STANDARD", 540.0, 540.0]])
        #expect(read["alarmMinutes"] as? [Double] == [-120])
    }
}
