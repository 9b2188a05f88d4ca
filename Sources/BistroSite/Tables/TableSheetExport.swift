import Foundation

/// `bistro tables qr --output DIR`: the sheet's files (`TableSheet.files`) written into a folder of the owner's,
/// made when missing. Each file is replaced only when its bytes differ (a temporary file renamed into place, as
/// the site's are), and nothing else in the folder is touched: no manifest, nothing removed.
package enum TableSheetExport {
    /// Writes the files; their paths in the folder, in the sheet's order, and how many were written.
    package static func write(_ sheet: TableSheet, into folder: String) throws(SiteWriterError) -> (
        paths: [String], written: Int
    ) {
        let writer = SiteWriter(output: URL(fileURLWithPath: folder))
        try writer.makeDirectory(writer.output.path)
        var paths: [String] = []
        var written = 0
        for file in sheet.files {
            let path = writer.output.path + "/" + file.path
            let text: String
            do { text = try file.contents() } catch { throw SiteWriterError(path: path, reason: "\(error)") }
            if try FileBytes.replace(path, with: .text(text)).written { written += 1 }
            paths.append(file.path)
        }
        return (paths, written)
    }
}
