import Foundation

/// Delivers order files into `incoming/` safely for staff and gateways: written and fsynced under a
/// temporary name in `tmp/`, then renamed in under a unique Maildir-style name, so the processor never sees
/// half a file.
public struct OrderSubmitter: Sendable {
    public let spool: SpoolDirectory

    public init(spool: SpoolDirectory) { self.spool = spool }

    /// Delivers the bytes; returns the name in `incoming/`.
    public func submit(_ bytes: [UInt8]) throws(SpoolError) -> String {
        let name = MaildirName.make()
        try spool.writeFile(bytes, to: .incoming, name: name, sync: true)
        spool.syncFolder(.incoming)
        return name
    }

    /// Reads `path` ("-" for standard input) and delivers it. Files over the size limit are refused here
    /// already, since the processor would only reject them.
    public func submit(path: String) throws(SpoolError) -> String {
        let data: Data
        if path == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            guard let contents = FileManager.default.contents(atPath: path) else { throw SpoolError("cannot read \(path)") }
            data = contents
        }
        guard data.count <= spool.maximumFileSize else {
            throw SpoolError("\(path) is larger than \(spool.maximumFileSize) bytes; order files are at most 1 MiB")
        }
        return try submit([UInt8](data))
    }
}
