extension Migrations {
    /// Issue 27: dine-in orders name their table; guests book tables.
    ///
    /// A booking holds its table (or joined tables) from its start for the restaurant's duration: one
    /// `table_holds` row per table, written in the transaction that decides the booking after reading the
    /// holds that overlap it (one writer: two bookings never hold one table at once), deleted when the booking
    /// is cancelled or the guest does not come. `bookings.tables` keeps what was held, for the staff's sheet.
    /// A booking's messages (confirmation with its iCalendar part, reminder, cancellation) are queued in
    /// `notifications` with `booking_id`; `calendar` is the text/calendar part a message carries.
    static let v16DineIn = """
        ALTER TABLE orders ADD COLUMN table_id TEXT;  -- a dine-in order's table ("T3"); NULL: take-away
        """

    static let v16Bookings = """
        CREATE TABLE bookings (
            id INTEGER PRIMARY KEY,
            booking_number TEXT NOT NULL UNIQUE,     -- "B-20261127-1": the day it is for, then a sequence
            client_booking_id TEXT NOT NULL,         -- the guest's bookingId: a retry finds the booking
            content_digest TEXT NOT NULL,            -- what a retry with the same bookingId must say again
            email TEXT NOT NULL,                     -- trimmed, lower-cased
            name TEXT NOT NULL,
            phone TEXT,
            party INTEGER NOT NULL CHECK (party BETWEEN 1 AND 100),
            starts_at TEXT NOT NULL,
            ends_at TEXT NOT NULL,
            tables TEXT NOT NULL,                    -- the tables held, space-separated ("T2 T3")
            status TEXT NOT NULL CHECK (status IN ('booked', 'seated', 'no_show', 'cancelled')),
            note TEXT,
            token TEXT NOT NULL UNIQUE,              -- 128 random bits, hex: the booking's page
            source_file TEXT NOT NULL,
            booked_at TEXT NOT NULL,
            changed_at TEXT NOT NULL,                -- the last status change
            UNIQUE (email, client_booking_id)
        );
        CREATE INDEX bookings_day ON bookings(starts_at);
        CREATE TABLE table_holds (
            booking_id INTEGER NOT NULL REFERENCES bookings(id),
            table_id TEXT NOT NULL,
            starts INTEGER NOT NULL,                 -- seconds since 1970
            ends INTEGER NOT NULL,
            PRIMARY KEY (table_id, starts, booking_id)
        ) WITHOUT ROWID;
        CREATE INDEX table_holds_time ON table_holds(starts);
        CREATE INDEX table_holds_booking ON table_holds(booking_id);
        ALTER TABLE notifications ADD COLUMN booking_id INTEGER REFERENCES bookings(id);
        ALTER TABLE notifications ADD COLUMN calendar TEXT;
        """
}
