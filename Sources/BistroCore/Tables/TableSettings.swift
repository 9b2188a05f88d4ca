/// restaurant.json `tables`: the dining room's tables, and what guests may do with them: book one for a time
/// (`bookings`) and order from it (`dineIn`). Absent: neither (see docs/tables.md).
package struct TableSettings: Hashable, Sendable {
    /// One table: its id (on its QR code and the kitchen ticket, "T3") and how many it seats.
    package struct Table: Hashable, Sendable {
        package var id: String
        package var seats: Int

        package init(id: String, seats: Int) {
            self.id = id
            self.seats = seats
        }
    }

    /// How bookings are taken (`tables.bookings`); each default is the documented one.
    package struct Bookings: Hashable, Sendable {
        /// Start times are on this grid from midnight (5–240).
        package var slotMinutes = 15
        /// How long a booking holds its table (15–720).
        package var durationMinutes = 90
        /// The largest party one booking may be for (1–100).
        package var maxPartySize = 8
        /// A booking starts at least this long after it is made (0–10,080).
        package var leadMinutes = 60
        /// …and at most this many days ahead (0–365; 0: today only).
        package var advanceDays = 30
        /// Tables that may be pushed together for one party: each group holds all of its tables.
        package var joinable: [[String]] = []
        /// The reminder mail goes out this many hours before the start (0–168; 0: none).
        package var remindHours = 24

        package init() {}
    }

    /// In the order written (the QR sheet's order); ids are unique.
    package var list: [Table]
    /// nil: no bookings.
    package var bookings: Bookings?
    /// Whether orders may be for a table (`"fulfilment": "dine-in"`); default false.
    package var dineIn = false

    package init(list: [Table], bookings: Bookings? = nil, dineIn: Bool = false) {
        self.list = list
        self.bookings = bookings
        self.dineIn = dineIn
    }

    /// The table with this id.
    package func table(_ id: String) -> Table? { list.first { $0.id == id } }

    /// The table `text` names: its exact id, else the one table whose id differs only in case ("t3" for "T3";
    /// ids are exact, so with both "T3" and "t3" listed each names its own).
    package func table(matching text: String) -> Table? {
        if let exact = table(text) { return exact }
        let folded = list.filter { $0.id.lowercased() == text.lowercased() }
        return folded.count == 1 ? folded[0] : nil
    }

    /// Whether `id` is a table id as `tables.list` may write it: 1–16 letters, digits, `-` or `_` (it goes
    /// into a URL and onto a ticket as it is).
    package static func isValidID(_ id: String) -> Bool {
        (1...16).contains(id.utf8.count)
            && id.utf8.allSatisfy { byte in
                (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
                    || byte == 0x2D || byte == 0x5F
            }
    }
}
