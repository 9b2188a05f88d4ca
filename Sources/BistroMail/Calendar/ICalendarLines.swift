/// iCalendar content lines (RFC 5545 §3.1), written one property at a time: each line ends in CRLF and is
/// folded so that no line is longer than 75 octets (the CRLF not counted), a continuation line starting
/// with one space that counts towards its 75. A fold falls between two Unicode scalars, never inside a
/// UTF-8 sequence (§3.1: "SHOULD NOT" split one); a reader removes every CRLF followed by a space before
/// anything else, so an escape such as `\n` may be split like any other text.
struct ICalendarLines {
    /// The longest line in octets, without its CRLF.
    static let maximumOctets = 75

    private(set) var text = ""

    /// `name` (with any parameters: `DTSTART;TZID=America/Toronto`) and `value`, already in their iCalendar
    /// form: no escaping is done here. Values of TEXT type go through `ICalendarText.value` first.
    mutating func add(_ name: String, _ value: String) {
        var width = 0
        for scalar in (name + ":" + value).unicodeScalars {
            let octets = UTF8.width(scalar)
            if width + octets > Self.maximumOctets {
                text += "\r\n "
                width = 1
            }
            text.unicodeScalars.append(scalar)
            width += octets
        }
        text += "\r\n"
    }

    /// `BEGIN:name`, the lines `body` adds, `END:name`.
    mutating func component(_ name: String, _ body: (inout ICalendarLines) -> Void) {
        add("BEGIN", name)
        body(&self)
        add("END", name)
    }
}
