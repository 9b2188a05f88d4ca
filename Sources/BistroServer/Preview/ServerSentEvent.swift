/// One event of a `text/event-stream` (the HTML standard's server-sent events): a name and lines of data.
/// A line break inside a line would end the data early, so each becomes a space.
struct ServerSentEvent: Sendable, Equatable {
    var name: String
    var lines: [String]

    init(_ name: String, _ lines: [String] = []) {
        self.name = name
        self.lines = lines.isEmpty ? [""] : lines
    }

    /// The event as sent: `event: NAME`, one `data: LINE` a line, then a blank line.
    var text: String {
        var text = "event: \(name)\n"
        for line in lines {
            let flat = line.split(
                omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
            )
            .joined(separator: " ")
            text += "data: \(flat)\n"
        }
        return text + "\n"
    }
}
