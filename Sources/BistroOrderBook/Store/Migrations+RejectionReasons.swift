import GRDB

extension Migrations {
    /// Issue 24: each reason of a rejection is a row with its words and place (`RecordedReason`), so what
    /// the book recorded is read back as values, never by parsing the sidecar's JSON text. Reasons recorded
    /// before are filled from the `errors_json` array they were written from (same positions), by SQLite.
    static let v12RejectionReasonTexts = """
        ALTER TABLE rejection_reasons ADD COLUMN message TEXT NOT NULL DEFAULT '';
        ALTER TABLE rejection_reasons ADD COLUMN line INTEGER;
        ALTER TABLE rejection_reasons ADD COLUMN "column" INTEGER;
        UPDATE rejection_reasons SET
            message = COALESCE((
                SELECT json_extract(reason.value, '$.message') FROM rejections, json_each(rejections.errors_json) AS reason
                WHERE rejections.id = rejection_reasons.rejection_id AND reason.key + 1 = rejection_reasons.position
                    AND json_valid(rejections.errors_json)), ''),
            line = (
                SELECT json_extract(reason.value, '$.line') FROM rejections, json_each(rejections.errors_json) AS reason
                WHERE rejections.id = rejection_reasons.rejection_id AND reason.key + 1 = rejection_reasons.position
                    AND json_valid(rejections.errors_json)),
            "column" = (
                SELECT json_extract(reason.value, '$.column') FROM rejections, json_each(rejections.errors_json) AS reason
                WHERE rejections.id = rejection_reasons.rejection_id AND reason.key + 1 = rejection_reasons.position
                    AND json_valid(rejections.errors_json));
        """
}
