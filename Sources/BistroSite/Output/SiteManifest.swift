#if canImport(Glibc)
    import Glibc
#endif

/// `.bistro-manifest` in the output folder: what the last successful build produced, so the next one can
/// delete files that are no longer produced (and only those) and skip work when nothing changed.
///
///     # bistro build manifest
///     # fingerprint 3f0c…
///     # pages 34
///     # orderbook /srv/royal-cafe/orders.sqlite
///     # journal 1042
///     # day 2026-11-22
///     # activity 9a7e…
///     index.html<TAB>4512<TAB>1763798400123456789
///
/// The order book's private pages (receipts, histories) are never listed: their links are secrets, and
/// the `orderbook`, `journal`, `day` and `activity` lines say what was published of the book instead
/// (which database, up to which journal position, for which day's window, with which catalogue badges).
package struct SiteManifest: Hashable, Sendable {
    /// What the last build published of the order book.
    package struct OrderBookState: Hashable, Sendable {
        /// The database's absolute path.
        package var database: String
        /// The last journal position published.
        package var journal: Int64
        /// The restaurant day whose window (retention, "most ordered") was published.
        package var day: String
        /// `CatalogActivity.digest` of the catalogue pages as published.
        var activity: String
        /// A publisher recorded orders past `activity` without rendering the catalogue (`bistro serve` brings
        /// it up to date a moment later): the next build compares the book's activity even when the journal
        /// names no stock change.
        var catalogueBehind = false
    }

    package struct Entry: Hashable, Sendable {
        package var path: String
        package var size: Int
        /// Modification time in nanoseconds since 1970.
        package var modified: Int
    }

    var fingerprint: String
    package var pages: Int
    package var orderBook: OrderBookState?
    package var files: [Entry] = []

    package init(fingerprint: String, pages: Int) {
        self.fingerprint = fingerprint
        self.pages = pages
    }

    /// Parses a manifest; lines it can't use are skipped. Works on UTF-8 bytes (a no-change build of a big
    /// site reads one line per file, and Character-based splitting was most of its time).
    package init(text: String) {
        fingerprint = ""
        pages = 0
        var book = OrderBookState(database: "", journal: -1, day: "", activity: "")
        defer { if !book.database.isEmpty, book.journal >= 0 { orderBook = book } }
        let utf8 = text.utf8
        for line in utf8.split(separator: UInt8(ascii: "\n")) {
            guard let first = line.first else { continue }
            if first == UInt8(ascii: "#") {
                let string = Substring(line)
                if string.hasPrefix("# fingerprint ") {
                    fingerprint = String(string.dropFirst("# fingerprint ".count))
                } else if string.hasPrefix("# pages ") {
                    pages = Int(string.dropFirst("# pages ".count)) ?? 0
                } else if string.hasPrefix("# orderbook ") {
                    book.database = String(string.dropFirst("# orderbook ".count))
                } else if string.hasPrefix("# journal ") {
                    book.journal = Int64(string.dropFirst("# journal ".count)) ?? -1
                } else if string.hasPrefix("# day ") {
                    book.day = String(string.dropFirst("# day ".count))
                } else if string.hasPrefix("# activity ") {
                    book.activity = String(string.dropFirst("# activity ".count))
                } else if string == "# catalogue behind" {
                    book.catalogueBehind = true
                }
                continue
            }
            let fields = line.split(separator: UInt8(ascii: "\t"), maxSplits: 2, omittingEmptySubsequences: false)
            guard let path = String(fields[0]), SiteWriter.isSafe(path) else { continue }
            files.append(
                Entry(
                    path: path, size: fields.count > 1 ? String(fields[1]).flatMap { Int($0) } ?? -1 : -1,
                    modified: fields.count > 2 ? String(fields[2]).flatMap { Int($0) } ?? -1 : -1))
        }
    }

    package var text: String { headerText + listingText }

    /// The lines that start with "#": the build's fingerprint and what it published of the order book.
    var headerText: String {
        var text =
            "# bistro build manifest: files the next build may replace or delete\n# fingerprint "
            + "\(fingerprint)\n# pages \(pages)\n"
        if let orderBook {
            text +=
                "# orderbook \(orderBook.database)\n# journal \(orderBook.journal)\n# day "
                + "\(orderBook.day)\n# activity \(orderBook.activity)\n"
            if orderBook.catalogueBehind { text += "# catalogue behind\n" }
        }
        return text
    }

    /// One line per file. A publisher that wrote no catalogue file writes the listing it wrote last again
    /// (`BuildSession.written`) rather than format a line per file of a big menu after every order.
    var listingText: String {
        var text = ""
        text.reserveCapacity(files.reduce(0) { $0 + $1.path.utf8.count + 32 })
        for file in files {
            text += file.path
            text += "\t"
            text += String(file.size)
            text += "\t"
            text += String(file.modified)
            text += "\n"
        }
        return text
    }
}

/// Size and modification time of a file, from one `stat`.
struct FileStamp: Hashable, Sendable {
    var size: Int
    var modified: Int

    init(size: Int, modified: Int) {
        self.size = size
        self.modified = modified
    }

    init(_ info: stat) {
        self.init(
            size: Int(info.st_size), modified: Int(info.st_mtim.tv_sec) * 1_000_000_000 + Int(info.st_mtim.tv_nsec))
    }

    static func read(_ path: String) -> FileStamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileStamp(info)
    }
}

/// Which file is at a path, and in which state: inode, size and modification time, from one `stat`. A
/// file replaced by a rename (as every build writes the manifest) is another inode.
struct FileIdentity: Hashable, Sendable {
    var inode: UInt64
    var stamp: FileStamp

    static func read(_ path: String) -> FileIdentity? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return FileIdentity(inode: UInt64(info.st_ino), stamp: FileStamp(info))
    }
}
