import BistroTemplates

/// The staff's sheet of a day's bookings (`bistro bookings --day D [--html FILE]`): by start time, then table;
/// as text for the terminal and as a printable page (A4 or Letter, one table of rows, no scripts).
package struct BookingSheet: Sendable {
    package struct Entry: Sendable, Hashable {
        package var number: String
        /// "18:00–19:30".
        package var time: String
        package var tables: [String]
        package var party: Int
        package var guest: String
        package var phone: String?
        /// "booked", "seated", "no-show", "cancelled".
        package var status: String
        package var note: String?

        package init(
            number: String, time: String, tables: [String], party: Int, guest: String, phone: String?,
            status: String, note: String?
        ) {
            self.number = number
            self.time = time
            self.tables = tables
            self.party = party
            self.guest = guest
            self.phone = phone
            self.status = status
            self.note = note
        }
    }

    package var restaurant: String
    /// "Monday 2026-11-23".
    package var day: String
    package var entries: [Entry]

    package init(restaurant: String, day: String, entries: [Entry]) {
        self.restaurant = restaurant
        self.day = day
        self.entries = entries
    }

    /// "5 bookings, 18 guests" (cancelled ones and no-shows not counted).
    package var summary: String {
        let kept = entries.filter { $0.status == "booked" || $0.status == "seated" }
        let guests = kept.map(\.party).reduce(0, +)
        return "\(kept.count) booking\(kept.count == 1 ? "" : "s"), \(guests) guest\(guests == 1 ? "" : "s")"
    }

    package var text: String {
        var lines = ["Bookings on \(day): \(summary)"]
        for entry in entries {
            let tables = entry.tables.joined(separator: "+")
            lines.append(
                "\(entry.time)  \(tables.padding(toLength: max(tables.count, 6), withPad: " ", startingAt: 0))  "
                    + "\(entry.party)  \(entry.guest)\(entry.phone.map { " (\($0))" } ?? "")  \(entry.number)  "
                    + entry.status)
            if let note = entry.note { lines.append("      note: \(note)") }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    package var html: String {
        let rows = entries.map { entry in
            let cells = [
                entry.time, entry.tables.joined(separator: " + "), String(entry.party), entry.guest, entry.phone ?? "",
                entry.number, entry.status, entry.note ?? "",
            ]
            let classes = entry.status == "booked" || entry.status == "seated" ? "" : " class=\"off\""
            return "<tr\(classes)>" + cells.map { "<td>\(HTMLText.escape($0))</td>" }.joined() + "</tr>"
        }
        let body = """
            <h1>\(HTMLText.escape(restaurant)): bookings on \(HTMLText.escape(day))</h1>
            <p>\(HTMLText.escape(summary))</p>
            <table>
            <thead><tr><th scope="col">Time</th><th scope="col">Table</th><th scope="col">Guests</th>\
            <th scope="col">Name</th><th scope="col">Phone</th><th scope="col">Booking</th><th scope="col">Status</th>\
            <th scope="col">Note</th></tr></thead>
            <tbody>
            \(rows.joined(separator: "\n"))
            </tbody>
            </table>

            """
        return StandalonePage.render(title: "Bookings \(day)", style: Self.style, body: body)
    }

    static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:1rem;color:#111}table{border-collapse:collapse;width:100%}\
        th,td{border:1px solid #999;padding:.3rem .4rem;text-align:left;vertical-align:top}\
        tr.off td{color:#666;text-decoration:line-through}@page{size:auto;margin:12mm}\
        @media print{body{margin:0}h1{font-size:16px}}
        """
}
