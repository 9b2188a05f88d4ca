import CVips

/// libvips, started once per process the first time a photo is read: a build without photos never starts it.
enum Vips {
    /// Whether libvips started (a `static let` is initialised once, thread-safely, on first use).
    private static let started: Bool = bistro_vips_start() == 0

    /// Starts libvips if it has not started yet.
    static func start() throws(PhotoError) {
        guard started else { throw .libraryUnavailable(takeError()) }
    }

    /// libvips's error text (its first line; the buffer is process-wide), cleared.
    static func takeError() -> String {
        guard let copy = vips_error_buffer_copy() else { return "unknown error" }
        defer { g_free(copy) }
        let text = String(cString: copy)
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
        return firstLine.isEmpty ? "unknown error" : firstLine
    }
}
