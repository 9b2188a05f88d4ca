import Foundation

/// An operational failure in the spool (cannot create, read or move): the run stops with a clear message.
package struct SpoolError: Error, CustomStringConvertible, Sendable {
    package var message: String
    var errorNumber: Int32?

    package init(_ message: String) { self.message = message }

    static func system(_ message: String, _ code: Int32) -> SpoolError {
        var error = SpoolError("\(message): \(String(cString: strerror(code)))")
        error.errorNumber = code
        return error
    }

    package var description: String { message }

    /// Whether the failure concerns the spool or the machine rather than one file: a full disk or quota, a
    /// read-only or failing file system, a folder the process may not write, no memory or descriptors
    /// left. The run then stops; any other failure to move a file concerns that file alone (a sticky
    /// `incoming/` holding another user's file), which is skipped and reported.
    var isOperational: Bool {
        guard let errorNumber else { return true }
        return [ENOSPC, EDQUOT, EROFS, EIO, EACCES, ENOMEM, EMFILE, ENFILE, ENOTDIR].contains(errorNumber)
    }
}
