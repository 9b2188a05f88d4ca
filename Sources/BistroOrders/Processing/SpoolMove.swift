import BistroJSON

/// Where one decided file of `incoming/` goes once its batch has committed: `accepted/` or `rejected/`
/// (with its sidecar `NAME.error.json`), as its own bytes or, for a check-in, without its position.
struct SpoolMove: Sendable {
    var name: SpoolName
    var folder: SpoolDirectory.Folder
    /// The rejection's errors array, written as the sidecar `NAME.error.json` before the file moves.
    var errorsJSON: String?
    /// What identifies the file's content (see `OrderCommand.contentKey`), to remember it if it is stuck.
    var contentKey: String
    /// What to leave in `folder` instead of the file's own bytes (a check-in without its position).
    var replacement: [UInt8]? = nil

    func perform(in spool: SpoolDirectory) throws(SpoolError) {
        if let replacement {
            try spool.moveReplacing(name, with: replacement, to: folder, sidecar: errorsJSON.map(Self.sidecar))
            return
        }
        guard let errorsJSON else {
            try spool.move(name, to: folder)
            return
        }
        try spool.moveRejected(name, sidecar: Self.sidecar(errorsJSON))
    }

    /// The sidecar `NAME.error.json` of a rejected file, for its final name.
    private static func sidecar(_ errors: String) -> (SpoolName) -> [UInt8] {
        { finalName in
            var sidecar = "{\"file\":"
            JSONValue.quote(finalName.display, into: &sidecar)
            sidecar += ",\"errors\":" + errors + "}\n"
            return Array(sidecar.utf8)
        }
    }
}

/// A file left in `incoming/` because it could not be read or moved: reported once (the order book
/// remembers it by name and content), then retried quietly on every run.
struct StuckFile: Sendable {
    var name: SpoolName
    /// The content key, or "unreadable" for a file that could not be opened.
    var contentKey: String
    var problem: String
}
