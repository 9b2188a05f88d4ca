import Foundation

/// The files of `Fixtures/hostile-spool/`, and spool folders read and written by raw name bytes (names that
/// are not UTF-8 cannot go through `String` paths).
enum HostileSpool {
    static let folder = BistroRunner.fixtures.appendingPathComponent("hostile-spool")

    static func fixture(_ name: String) throws -> Data {
        try Data(contentsOf: folder.appendingPathComponent(name))
    }

    /// Creates `folder/name` (any bytes but "/" and NUL) holding `contents`.
    static func create(in folder: String, name: [UInt8], contents: Data) throws {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
        let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: folder]) }
        defer { close(fd) }
        _ = contents.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    }

    /// The names in a folder as bytes, sorted.
    static func names(in folder: String) -> [[UInt8]] {
        guard let handle = opendir(folder) else { return [] }
        defer { closedir(handle) }
        var names: [[UInt8]] = []
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) { pointer in
                let start = UnsafeRawPointer(pointer).assumingMemoryBound(to: CChar.self)
                return Array(
                    UnsafeBufferPointer(
                        start: UnsafeRawPointer(start).assumingMemoryBound(to: UInt8.self), count: strlen(start)))
            }
            if name != [0x2E], name != [0x2E, 0x2E] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// The bytes of `folder/name`.
    static func contents(in folder: String, name: [UInt8]) -> Data? {
        let path = Array(folder.utf8) + [UInt8(ascii: "/")] + name
        let fd = open(path.map { CChar(bitPattern: $0) } + [0], O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = read(fd, &buffer, buffer.count)
            if count <= 0 { break }
            data.append(contentsOf: buffer[0..<count])
        }
        return data
    }

    /// The sidecars of `rejected/`, parsed, by the file they name.
    static func sidecars(_ bistro: OrderBookRunner) -> [String: [String: Any]] {
        let rejected = bistro.spool + "/rejected"
        var sidecars: [String: [String: Any]] = [:]
        for name in names(in: rejected) where name.count > 11 && name.suffix(11).elementsEqual(".error.json".utf8) {
            guard let data = contents(in: rejected, name: name),
                let sidecar = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let file = sidecar["file"] as? String
            else { continue }
            sidecars[file] = sidecar
        }
        return sidecars
    }

    /// The codes a sidecar lists.
    static func codes(_ sidecar: [String: Any]?) -> [String] {
        (sidecar?["errors"] as? [[String: Any]] ?? []).map { $0["code"] as? String ?? "" }
    }
}
