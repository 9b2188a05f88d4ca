import ArgumentParser
import BistroCore
import Foundation
import Logging

/// `--quiet` and `--verbose`, shared by every command.
struct OutputOptions: ParsableArguments {
    @Flag(
        name: .shortAndLong, help: "Print nothing on standard output; errors and warnings still go to standard error.")
    var quiet = false

    @Flag(name: .shortAndLong, help: "Print what is done step by step.")
    var verbose = false

    /// Writes a line to standard output unless `--quiet`.
    func say(_ line: String) {
        if !quiet { print(line) }
    }

    /// Writes a line to standard output only with `--verbose`.
    func detail(_ line: String) {
        if verbose && !quiet { print(line) }
    }

    /// A logger to standard error for a module's account of its work: with `--verbose`, what each step
    /// did and how long it took (info level; `BISTRO_LOG_LEVEL=debug` adds per-batch detail); otherwise
    /// silent.
    func logger(label: String) -> Logger {
        var logger = Logger(label: label) { label in StreamLogHandler.standardError(label: label) }
        let requested = ProcessInfo.processInfo.environment["BISTRO_LOG_LEVEL"].flatMap(Logger.Level.init(rawValue:))
        logger.logLevel = verbose && !quiet ? (requested ?? .info) : .critical
        return logger
    }

    /// Prints diagnostics to standard error, one `path:line:column: severity: message` a line, sorted.
    /// Warnings are dropped with `--quiet`.
    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics.sorted() where !(quiet && diagnostic.severity == .warning) {
            StandardError.write(diagnostic.description)
        }
    }
}

/// Lines to standard error (a closed or full one makes the run exit 1: see `StandardStreams`).
enum StandardError {
    static func write(_ line: String) {
        StandardStreams.writeError(line + "\n")
    }
}
