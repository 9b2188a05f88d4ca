import BistroCore
import GRDB

extension OrderBookTransaction {
    /// Which of these files were reported stuck before, by name: the content keys they had then. One query
    /// for a whole batch of files.
    package func stuckFiles(among names: [String]) throws -> [String: Set<String>] {
        var stuck: [String: Set<String>] = [:]
        guard !names.isEmpty else { return stuck }
        let rows = try Row.fetchAll(
            db.cachedStatement(
                sql: "SELECT source_file, content_key FROM stuck_spool_files WHERE source_file IN \(ValueList.subquery)"
            ),
            arguments: [ValueList.argument(Set(names).sorted())])
        for row in rows { stuck[row[0] as String, default: []].insert(row[1]) }
        return stuck
    }

    /// Remembers stuck files; returns those not remembered before (the ones to report).
    package func noteStuckFiles(_ files: [StuckSpoolFileRecord]) throws -> [StuckSpoolFileRecord] {
        var new: [StuckSpoolFileRecord] = []
        for file in files {
            try db.cachedStatement(
                sql: """
                    INSERT INTO stuck_spool_files (source_file, content_key, problem, reported_at) VALUES (?, ?, ?, ?)
                    ON CONFLICT (source_file, content_key) DO NOTHING
                    """
            ).execute(arguments: [file.sourceFile, file.contentKey, file.problem, file.reportedAt])
            if db.changesCount > 0 { new.append(file) }
        }
        return new
    }
}
