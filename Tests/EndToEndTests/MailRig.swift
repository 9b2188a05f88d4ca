import Foundation

/// An `OrderBookRunner` whose restaurant is the demo one with its `notify` settings replaced, and a folder
/// for the fake sendmails of `Fixtures/hostile-mail/` (`BISTRO_FAKE_SENDMAIL_DIR`: what they receive goes
/// to `sent/`; they fail while `down` exists; the hanging one writes its pid to `started`).
final class MailRig {
    let bistro: OrderBookRunner
    var fakeSendmailFolder: String { bistro.root + "/fake" }
    var environment: [String: String] { ["BISTRO_FAKE_SENDMAIL_DIR": fakeSendmailFolder] }

    static let fixtures = BistroRunner.fixtures.appendingPathComponent("hostile-mail")

    /// `sendmail`: the name of a fake sendmail of the fixtures, installed as `bin/sendmail` (so Bistro
    /// takes it for a sendmail); nil delivers to the Maildir. `notify` adds settings to restaurant.json's
    /// `notify`.
    init(sendmail: String? = nil, arguments: [String] = ["-t"], notify: [String: Any] = [:]) throws {
        bistro = try OrderBookRunner()
        let content = bistro.root + "/Content"
        try FileManager.default.copyItem(atPath: OrderBookRunner.content, toPath: content)
        try FileManager.default.createDirectory(atPath: fakeSendmailFolder + "/sent", withIntermediateDirectories: true)
        var settings = notify
        if let sendmail {
            try FileManager.default.createDirectory(atPath: bistro.root + "/bin", withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                atPath: Self.fixtures.appendingPathComponent(sendmail).path, toPath: bistro.root + "/bin/sendmail")
            settings["sendmail"] = [bistro.root + "/bin/sendmail"] + arguments
        }
        let file = URL(fileURLWithPath: content + "/restaurant.json")
        var restaurant = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
        restaurant["notify"] = settings
        try JSONSerialization.data(withJSONObject: restaurant, options: [.prettyPrinted, .sortedKeys]).write(to: file)
        bistro.content = content
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
    }

    @discardableResult
    func run(_ arguments: [String]) throws -> BistroRunner.Result {
        try bistro.run(arguments, environment: environment)
    }

    /// `bistro ARGS` started in the background with this rig's options and environment.
    func start(_ arguments: [String]) throws -> RunningChild {
        try BistroRunner.start(
            arguments + ["--spool", bistro.spool, "--db", bistro.db, "--now", bistro.now, "--content", bistro.content],
            in: URL(fileURLWithPath: bistro.root), environment: environment)
    }

    /// The messages the fake sendmail received, parsed back, with the arguments it got for each.
    func sent() throws -> [(mail: ParsedMail, raw: String, arguments: String)] {
        let folder = fakeSendmailFolder + "/sent"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".eml") }.sorted()
        let parsed = try ParsedMail.read(names.map { folder + "/" + $0 })
        return try parsed.map { mail in
            let base = folder + "/" + mail.file.dropLast(4)
            return (
                mail, try String(contentsOfFile: base + ".eml", encoding: .utf8),
                try String(contentsOfFile: base + ".args", encoding: .utf8)
            )
        }
    }

    /// The process group of the hanging fake sendmail (its shell's pid, which it wrote to `started`).
    func fakeSendmailGroup() throws -> Int32 {
        let text = try String(contentsOfFile: fakeSendmailFolder + "/started", encoding: .utf8)
        guard let group = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw MailReaderError(message: "no pid in started")
        }
        return group
    }

    /// The process group of the next fake sendmail, once one other than `earlier` has started; nil after
    /// `seconds`.
    func nextFakeSendmailGroup(after earlier: Int32, seconds: Double = 120) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let group = try? fakeSendmailGroup(), group != earlier { return group }
            usleep(20_000)
        }
        return nil
    }

    /// Whether process group `group` is gone, waiting at most `seconds` for its killed members to be reaped.
    static func processGroupEnds(_ group: Int32, seconds: Double = 30) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while kill(-group, 0) == 0 || errno != ESRCH {
            guard Date() < deadline else { return false }
            usleep(10_000)
        }
        return true
    }

    /// Whether `path` exists, waiting for it at most `seconds` (a safety net; the tests wait for an event).
    static func waitFor(_ path: String, seconds: Double = 120) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while !FileManager.default.fileExists(atPath: path) {
            guard Date() < deadline else { return false }
            usleep(20_000)
        }
        return true
    }

    /// "2026-11-22T17:00:00-05:00" plus `minutes`, on the demo restaurant's November clock.
    static func time(minutesAfter5pm minutes: Int) -> String {
        let formatter = ISO8601DateFormatter()
        formatter.timeZone = TimeZone(secondsFromGMT: -5 * 3600)
        return formatter.string(
            from: formatter.date(from: OrderBookRunner.now)!.addingTimeInterval(Double(minutes * 60)))
    }
}
