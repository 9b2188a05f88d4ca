import ArgumentParser
import BistroCore
import Foundation

/// The clock of a command: `--now` when given, else `$BISTRO_NOW` when set (so a script, a test or a
/// replay can fix the time of every command it runs at once), else the system time.
enum CommandClock {
    static let variable = "BISTRO_NOW"

    /// `--now` or `$BISTRO_NOW`, checked: a time with an offset.
    static func validate(_ option: String?) throws {
        if let option, Timestamp.parse(option) == nil {
            throw ValidationError(
                "--now must be a time with an offset such as 2026-11-22T17:00:00-05:00, found \"\(option)\"")
        }
        if option == nil, let text = environmentValue, Timestamp.parse(text) == nil {
            throw ValidationError(
                "$\(variable) must be a time with an offset such as 2026-11-22T17:00:00-05:00, found \"\(text)\"")
        }
    }

    static func now(_ option: String?) -> Timestamp {
        (option ?? environmentValue).flatMap { Timestamp.parse($0) } ?? Timestamp(Date())
    }

    private static var environmentValue: String? {
        ProcessInfo.processInfo.environment[variable].flatMap { $0.isEmpty ? nil : $0 }
    }
}
