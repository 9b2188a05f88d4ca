import Foundation

/// A Maildir (`tmp/`, `new/`, `cur/`) that Bistro delivers into: each message is written to `tmp/NAME`,
/// flushed to disk, then renamed to `new/NAME`, so a reader never sees half a message. A name already in
/// `new/` or `cur/` counts as delivered, so re-delivery after a crash leaves one copy.
public struct MaildirOutbox: MailTransport {
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// Creates `tmp`, `new` and `cur` (mode 0750) when missing.
    public func prepare() throws(MailDeliveryError) {
        for sub in ["tmp", "new", "cur"] {
            let path = directory.appendingPathComponent(sub).path
            do {
                try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o750])
            } catch {
                throw MailDeliveryError("cannot create outbox folder \(path): \(error.localizedDescription)")
            }
        }
    }

    /// Whether a mail reader already moved the message to `cur/` (as NAME or NAME:2,FLAGS).
    private func isInCur(_ fileName: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("cur").path)) ?? []
        return names.contains { $0 == fileName || $0.hasPrefix(fileName + ":") }
    }

    public func deliver(_ text: String, fileName: String) throws(MailDeliveryError) {
        guard !fileName.isEmpty, !fileName.contains("/"), !fileName.hasPrefix(".") else {
            throw MailDeliveryError("invalid Maildir file name \"\(fileName)\"")
        }
        let newPath = directory.appendingPathComponent("new/\(fileName)").path
        if FileManager.default.fileExists(atPath: newPath) || isInCur(fileName) { return }
        try prepare()
        let tmpPath = directory.appendingPathComponent("tmp/\(fileName)").path
        let fd = open(tmpPath, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o640)
        guard fd >= 0 else { throw MailDeliveryError("cannot write \(tmpPath): \(String(cString: strerror(errno)))") }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes.withUnsafeBytes { write(fd, $0.baseAddress! + written, bytes.count - written) }
            if result < 0 {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(tmpPath)
                throw MailDeliveryError("cannot write \(tmpPath): \(reason)")
            }
            written += result
        }
        fsync(fd)
        close(fd)
        guard rename(tmpPath, newPath) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(tmpPath)
            throw MailDeliveryError("cannot move message into \(newPath): \(reason)")
        }
    }
}
