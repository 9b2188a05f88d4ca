import Foundation
import GRDB

/// A book is used only with the schema its migrations make (issue 23): a trigger added to a backup ran in
/// every transaction of the book it was restored to (tax set to 0, the customers' mail copied to a
/// stranger). Every command that opens a book, `bistro backup` and `bistro restore` check, before anything
/// reads or writes it:
///
/// - every migration the book records is one this `bistro` knows; a book a newer `bistro` migrated is
///   refused: "made by a newer bistro (migration …); upgrade bistro";
/// - its tables (with their columns and constraints), indexes, triggers and views, as `sqlite_master` holds
///   them (`SchemaObject`), are exactly those the migrations it records make when run on an empty database
///   in memory (once per process and set of migrations, `ExpectedSchema`): nothing added, nothing missing,
///   nothing changed. A book of an older `bistro` is compared with what its own migrations made, so it opens
///   and is brought up to date as before.
enum BookSchema {
    /// What the refusal of a changed book goes on to say when a command opens it.
    static let openAdvice =
        "A book is used only with exactly the schema bistro's migrations make: "
        + "restore a backup from before the change (bistro restore), or undo the change"

    /// Throws unless the book `db` is open on was migrated by this `bistro` or an older one and has exactly
    /// the schema of the migrations it records. `advice` ends the message (`bistro restore`: "Nothing was
    /// restored"); without it, a changed book's message ends with `openAdvice`.
    static func require(_ db: Database, path: String, advice: String? = nil) throws {
        let known = Migrations.migrator.migrations
        let recorded = try Migrations.migrator.appliedIdentifiers(db)
        if let newer = recorded.subtracting(known).sorted().first {
            let ending = advice.map { ". " + $0 } ?? ""
            throw OrderStoreError("\(path) was made by a newer bistro (migration \(newer)); upgrade bistro\(ending)")
        }
        let applied = known.filter(recorded.contains)
        let expected: ExpectedSchema.Objects
        do {
            expected = try ExpectedSchema.objects(applied: applied)
        } catch {
            throw OrderStoreError(
                "\(path) is not as bistro's migrations made it: the migrations it records "
                    + "(\(applied.count) of \(known.count)) cannot be made together: \(OrderStore.describe(error)). "
                    + (advice ?? openAdvice))
        }
        let problems = try differences(from: expected, in: db)
        guard let first = problems.first else { return }
        let others = problems.count - 1
        let more = others > 0 ? " (and \(others) more difference\(others > 1 ? "s" : ""))" : ""
        throw OrderStoreError("\(path) is not as bistro's migrations made it: \(first)\(more). \(advice ?? openAdvice)")
    }

    /// Each difference of the book's schema from `expected`, in words: added objects first.
    static func differences(from expected: ExpectedSchema.Objects, in db: Database) throws -> [String] {
        let actual = try SchemaObject.all(in: db)
        let wanted = Dictionary(expected.objects.map { ($0.type + " " + $0.name, $0) }) { first, _ in first }
        var problems: [String] = []
        var seen: Set<String> = []
        for object in actual {
            let key = object.type + " " + object.name
            seen.insert(key)
            guard let model = wanted[key] else {
                problems.append("its \(object.described) is not one bistro's migrations make")
                continue
            }
            guard model != object else { continue }
            problems.append(try changed(object, expected: expected, in: db))
        }
        for object in expected.objects where !seen.contains(object.type + " " + object.name) {
            problems.append("its \(object.described) is missing")
        }
        return problems
    }

    /// How `object` differs from what the migrations make: for a table, the column added or missing.
    private static func changed(
        _ object: SchemaObject, expected: ExpectedSchema.Objects,
        in db: Database
    ) throws -> String {
        if object.type == "table", let columns = expected.columns[object.name] {
            let present = try SchemaObject.columns(of: object.name, in: db)
            if let added = present.first(where: { !columns.contains($0) }) {
                return "its table \(object.name) has a column \(added) that bistro's migrations do not make"
            }
            if let missing = columns.first(where: { !present.contains($0) }) {
                return "its table \(object.name) lacks the column \(missing)"
            }
        }
        return "its \(object.described) is defined otherwise than bistro's migrations make it"
    }
}
