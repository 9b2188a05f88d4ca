import BistroCore
import BistroJSON

/// restaurant.json `tables` and `taxRates` (docs/tables.md).
extension RestaurantLoader {
    static func loadTables(_ tables: JSONObjectReader, hours: OpeningHours, path: String, log: DiagnosticLog)
        -> TableSettings
    {
        func error(_ message: String, at node: JSONNode) {
            log.error(message, at: SourceLocation(path: path, line: node.line, column: node.column))
        }
        var settings = TableSettings(list: [])
        var seen: Set<String> = []
        for node in tables.array("list", required: true) ?? [] {
            guard let table = tables.nested(node, context: "a table", knownKeys: ["id", "seats"]),
                let id = table.string("id", required: true), let seats = table.int("seats", in: 1...50, required: true)
            else { continue }
            guard TableSettings.isValidID(id) else {
                error(
                    "a table's \"id\" is 1 to 16 letters, digits, \"-\" or \"_\" (\"T3\"), found \(JSONText.quoted(id))",
                    at: table.value("id")!)
                continue
            }
            guard seen.insert(id).inserted else {
                error("table \(JSONText.quoted(id)) is listed twice", at: table.value("id")!)
                continue
            }
            settings.list.append(TableSettings.Table(id: id, seats: seats))
        }
        if let list = tables.value("list"), settings.list.isEmpty, seen.isEmpty {
            error("\"tables.list\" names no table: list them, or leave \"tables\" out", at: list)
        }
        if let dineIn = tables.bool("dineIn") { settings.dineIn = dineIn }
        if let bookings = tables.object(
            "bookings",
            knownKeys: [
                "slotMinutes", "durationMinutes", "maxPartySize", "leadMinutes", "advanceDays", "joinable",
                "remindHours",
            ])
        {
            settings.bookings = loadBookings(bookings, tables: settings, hours: hours, error: error)
        }
        return settings
    }

    private static func loadBookings(
        _ object: JSONObjectReader, tables: TableSettings, hours: OpeningHours,
        error: (String, JSONNode) -> Void
    ) -> TableSettings.Bookings {
        var bookings = TableSettings.Bookings()
        if let minutes = object.int("slotMinutes", in: 5...240) { bookings.slotMinutes = minutes }
        if let minutes = object.int("durationMinutes", in: 15...720) { bookings.durationMinutes = minutes }
        if let size = object.int("maxPartySize", in: 1...100) { bookings.maxPartySize = size }
        if let minutes = object.int("leadMinutes", in: 0...10_080) { bookings.leadMinutes = minutes }
        if let days = object.int("advanceDays", in: 0...365) { bookings.advanceDays = days }
        if let hours = object.int("remindHours", in: 0...168) { bookings.remindHours = hours }
        // A booking must end by closing: a duration longer than every day's longest opening fits nowhere.
        let longest = OpeningHours.Weekday.allCases.flatMap { hours.intervals(on: $0) }.map { $0.end - $0.start }.max()
        if let longest, bookings.durationMinutes > longest, let node = object.value("durationMinutes") {
            error(
                "\"durationMinutes\" is \(bookings.durationMinutes), longer than the restaurant is open in one go "
                    + "(\(longest) minutes at most): no booking could end by closing", node)
        }
        for group in object.array("joinable") ?? [] {
            guard case .array(let members) = group.value, members.count >= 2 else {
                error("each of \"joinable\" lists two or more table ids, such as [\"T2\", \"T3\"]", group)
                continue
            }
            var ids: [String] = []
            for member in members {
                guard case .string(let id) = member.value else {
                    error("each of \"joinable\" lists table ids, such as [\"T2\", \"T3\"]", member)
                    continue
                }
                guard tables.table(id) != nil else {
                    error(
                        "\"joinable\" names table \(JSONText.quoted(id)), which \"tables.list\" does not list", member)
                    continue
                }
                guard !ids.contains(id) else {
                    error("\"joinable\" names table \(JSONText.quoted(id)) twice in one group", member)
                    continue
                }
                ids.append(id)
            }
            if ids.count == members.count { bookings.joinable.append(ids) }
        }
        return bookings
    }

    /// `taxRates`: `dineIn` and `takeAway`, both required.
    static func loadTaxRates(_ object: JSONObjectReader) -> TaxRates? {
        func rate(_ key: String) -> Rate? {
            guard let text = object.string(key, required: true) else { return nil }
            guard let rate = Rate.parse(text), rate.millionths >= 0, rate.millionths <= 1_000_000 else {
                object.report(
                    "\(JSONText.quoted(key)) must be a decimal string from \"0\" to \"1\" such as \"0.13\", "
                        + "found \(JSONText.quoted(text))", at: key)
                return nil
            }
            return rate
        }
        let dineIn = rate("dineIn"), takeAway = rate("takeAway")
        guard let dineIn, let takeAway else { return nil }
        return TaxRates(dineIn: dineIn, takeAway: takeAway)
    }
}
