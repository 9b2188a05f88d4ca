import BistroJSON

/// A list of values bound to a statement as one argument: a JSON array that SQLite's `json_each` reads, as
/// in `WHERE id IN (SELECT value FROM json_each(?))`. The statement's text is then the same whatever the
/// count, so GRDB's statement cache (`cachedStatement`) prepares it once per connection, and no list is cut
/// into slices under SQLite's limit on arguments. SQLite walks the column's index for each value.
enum ValueList {
    /// The subquery that follows `IN`, with its one argument.
    static let subquery = "(SELECT value FROM json_each(?))"

    /// Integers (row ids) as a JSON array.
    static func argument(_ ids: some Sequence<Int64>) -> String {
        "[" + ids.map(String.init).joined(separator: ",") + "]"
    }

    /// Texts (emails, keys, file names) as a JSON array, escaped by the JSON module.
    static func argument(_ texts: some Sequence<String>) -> String {
        JSONValue.array(texts.map(JSONValue.string)).rendered()
    }
}
