import Foundation

/// The order book's write lock, held by another process (Python's sqlite3 in `BEGIN IMMEDIATE`) until
/// `release()`: a processing pass then waits for it (up to the book's busy timeout, 10 s), so a test can
/// have an order in progress for as long as it needs.
final class BookWriteLock {
    private let process = Process()
    private let input = Pipe()

    init(db: String) throws {
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c",
            """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1], isolation_level=None, timeout=30)
            c.execute('BEGIN IMMEDIATE')
            print('locked', flush=True)
            sys.stdin.read()
            c.execute('COMMIT')
            """, db,
        ]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let line = output.fileHandleForReading.readData(ofLength: 7)
        guard String(decoding: line, as: UTF8.self) == "locked\n" else {
            throw ProbeError("the book could not be locked")
        }
    }

    func release() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
