import Foundation

/// The names in one directory, read lazily with `opendir`/`readdir` so memory stays flat however many
/// files there are. Names are kept as the bytes the file system gives (see `SpoolName`); `.` and `..` are
/// skipped; the entry type comes from `d_type` when the file system gives one.
final class DirectoryStream {
    enum EntryType { case regular, directory, symlink, other, unknown }

    private let handle: OpaquePointer

    init(path: String) throws(SpoolError) {
        guard let handle = opendir(path) else { throw SpoolError.system("cannot read the directory \(path)", errno) }
        self.handle = handle
    }

    deinit { closedir(handle) }

    func next() -> (name: SpoolName, type: EntryType)? {
        while let entry = readdir(handle) {
            let bytes = withUnsafePointer(to: &entry.pointee.d_name) {
                let start = UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self)
                return Array(
                    UnsafeBufferPointer(
                        start: start, count: strlen(UnsafeRawPointer(start).assumingMemoryBound(to: CChar.self))))
            }
            if bytes == [0x2E] || bytes == [0x2E, 0x2E] { continue }
            let type: EntryType =
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): .regular
                case Int32(DT_DIR): .directory
                case Int32(DT_LNK): .symlink
                case Int32(DT_UNKNOWN): .unknown
                default: .other
                }
            return (SpoolName(bytes: bytes), type)
        }
        return nil
    }

    func rewind() { rewinddir(handle) }
}
