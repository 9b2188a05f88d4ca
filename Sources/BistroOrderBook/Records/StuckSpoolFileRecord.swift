import BistroCore
import GRDB

/// A row of `stuck_spool_files`: a spool file left in `incoming/` because it could not be read or moved,
/// remembered by name and content so it is reported once, not on every run.
package struct StuckSpoolFileRecord: SnakeCaseRecord, Sendable {
    package static let databaseTableName = "stuck_spool_files"
    package var sourceFile: String
    /// sha256 of the bytes, or "unreadable".
    package var contentKey: String
    package var problem: String
    package var reportedAt: LocalTime

    package init(sourceFile: String, contentKey: String, problem: String, reportedAt: LocalTime) {
        self.sourceFile = sourceFile
        self.contentKey = contentKey
        self.problem = problem
        self.reportedAt = reportedAt
    }

    enum CodingKeys: String, CodingKey {
        case sourceFile = "source_file"
        case contentKey = "content_key"
        case problem
        case reportedAt = "reported_at"
    }

    /// The columns, for the query interface.
    package enum Columns {
        package static let sourceFile = Column(CodingKeys.sourceFile)
        package static let contentKey = Column(CodingKeys.contentKey)
        package static let problem = Column(CodingKeys.problem)
        package static let reportedAt = Column(CodingKeys.reportedAt)
    }
}
