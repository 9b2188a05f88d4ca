import CVips

/// libvips, opened the first time a photo is read (`bistro_vips_open`): a command without photos never loads it.
enum Vips {
    /// libvips's functions, or why it did not open. A `static let` is initialised once, thread-safely, on first
    /// use. Safe to share across threads: the table is written once, inside that initialiser, and only read after.
    nonisolated(unsafe) private static let opened: Result<UnsafePointer<BistroVips>, PhotoError> = {
        let table = UnsafeMutablePointer<BistroVips>.allocate(capacity: 1)
        table.initialize(to: BistroVips())
        if let failure = bistro_vips_open(table) {
            return .failure(.libraryUnavailable(String(cString: failure)))
        }
        return .success(UnsafePointer(table))
    }()

    /// libvips's functions, opening it the first time.
    static func api() throws(PhotoError) -> UnsafePointer<BistroVips> { try opened.get() }

    /// libvips's error text (its first line; the buffer is process-wide), cleared.
    static func takeError(_ api: UnsafePointer<BistroVips>) -> String {
        guard let copy = bistro_vips_take_error(api) else { return "unknown error" }
        defer { bistro_vips_free(api, copy) }
        let text = String(cString: copy)
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
        return firstLine.isEmpty ? "unknown error" : firstLine
    }
}
