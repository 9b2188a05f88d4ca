import BistroCore
import BistroOrderBook
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes and removes the order book's private pages (`receipts/TOKEN/index.html`,
/// `orders/TOKEN/index.html`) in the output folder. They are not in the manifest (their links are
/// secrets); which pages exist follows from the book, so this writes exactly the pages a build renders and
/// removes exactly the pages it is told to. Like every file, each is written to a temporary file and
/// renamed, and only when its bytes changed.
struct OrderPagePublisher {
    let writer: SiteWriter

    struct Report {
        var written = 0
        var removed = 0
    }

    /// Renders and writes `book`'s pages on every core, and removes the histories left without an order.
    /// Returns how many pages it rendered.
    func publish(_ book: OrderBookPages, renderer: PageRenderer, into report: inout Report)
        throws(SiteWriterError) -> Int
    {
        let root = writer.output.path
        let pages = book.pages
        let results = parallelMap(pages.count) { index -> Result<Bool, SiteWriterError> in
            let page = pages[index]
            let folder = root + "/" + book.path(page)
            do {
                let isNew = try writer.makeDirectory(String(folder.dropLast()))
                let outcome = try FileBytes.replace(
                    folder + "index.html", with: .text(renderer.render(page, of: book)), folderIsNew: isNew)
                return .success(outcome.written)
            } catch let error as SiteWriterError {
                return .failure(error)
            } catch {
                return .failure(SiteWriterError(path: folder, reason: "\(error)"))
            }
        }
        for result in results {
            switch result {
            case .success(let written): if written { report.written += 1 }
            case .failure(let error): throw error
            }
        }
        for token in book.emptyHistoryTokens where try remove(OrderPageLinks.history(token: token)) {
            report.removed += 1
        }
        return pages.count
    }

    /// The folders that hold private pages.
    enum PrivateFolder: String, CaseIterable {
        case receipts
        case histories = "orders"
    }

    /// The page each private folder holds as its own `index.html`: it says nothing, and it is there so that
    /// a server that lists a folder without one (Apache's default, `python3 -m http.server`) never lists
    /// the tokens inside.
    static let listingGuard = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="robots" content="noindex">
        <title>Nothing here</title>
        </head>
        <body>
        <p>There is nothing to see here.</p>
        </body>
        </html>

        """

    /// Writes each private folder's `index.html` (when it is not already there as it should be).
    func guardListings(into report: inout Report) throws(SiteWriterError) {
        for folder in PrivateFolder.allCases {
            let path = writer.output.path + "/" + folder.rawValue
            let isNew = try writer.makeDirectory(path)
            if try FileBytes.replace(path + "/index.html", with: .text(Self.listingGuard), folderIsNew: isNew).written {
                report.written += 1
            }
        }
    }

    /// Removes the private folders' `index.html` and the folders when they are then empty (the site no
    /// longer publishes from an order book).
    func removeListingGuards(into report: inout Report) throws(SiteWriterError) {
        for folder in PrivateFolder.allCases where try remove(folder.rawValue + "/") { report.removed += 1 }
    }

    /// Removes the receipt pages of these tokens (orders that left the window).
    func remove(receipts tokens: [String], into report: inout Report) throws(SiteWriterError) {
        for token in tokens where try remove(OrderPageLinks.receipt(token: token)) { report.removed += 1 }
    }

    /// How many tokens of a folder `removeAll(keeping:into:)` hands over at once.
    static let chunkSize = 1_000

    /// Removes every receipt or history folder that `keep` does not keep (a full publish: whatever an earlier
    /// build left behind goes). `keep` is given a private folder and up to `chunkSize` of the tokens in it,
    /// and returns those whose page stays: the folders are read a chunk at a time, so memory is that of a
    /// chunk and of the pages to remove, however many pages the site holds.
    func removeAll(keeping keep: (PrivateFolder, [String]) throws -> Set<String>, into report: inout Report) throws {
        for folder in PrivateFolder.allCases {
            var stale: [String] = []
            try Self.forEachChunk(ofTokensIn: writer.output.path + "/" + folder.rawValue) { tokens in
                let kept = try keep(folder, tokens)
                stale += tokens.filter { !kept.contains($0) }
            }
            for token in stale where try remove(folder.rawValue + "/" + token + "/") { report.removed += 1 }
        }
    }

    /// Removes `FOLDER/TOKEN/index.html` and the token's folder when it is then empty.
    private func remove(_ path: String) throws(SiteWriterError) -> Bool {
        let folder = writer.output.path + "/" + path
        guard unlink(folder + "index.html") == 0 else {
            if errno == ENOENT { return false }
            throw SiteWriterError(
                path: path + "index.html", reason: "cannot remove: \(String(cString: strerror(errno)))")
        }
        rmdir(folder)
        return true
    }

    /// Hands `body` the names in `folder` that are receipt or history tokens (32 lower-case hex digits),
    /// `chunkSize` at a time, as `readdir` gives them: only such folders are ever removed, so anything else
    /// the owner keeps there stays. A folder that cannot be read holds none.
    static func forEachChunk(ofTokensIn folder: String, _ body: ([String]) throws -> Void) rethrows {
        guard let handle = opendir(folder) else { return }
        defer { closedir(handle) }
        var chunk: [String] = []
        chunk.reserveCapacity(chunkSize)
        while let entry = readdir(handle) {
            let name = withUnsafePointer(to: &entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            guard name.utf8.count == 32, name.utf8.allSatisfy({ (48...57).contains($0) || (97...102).contains($0) })
            else { continue }
            chunk.append(name)
            if chunk.count == chunkSize {
                try body(chunk)
                chunk.removeAll(keepingCapacity: true)
            }
        }
        if !chunk.isEmpty { try body(chunk) }
    }
}
