import BistroCore
import CMark

/// Something in the owner's Markdown that will not show as they may expect, at its 1-based line and
/// column (UTF-8 bytes) in the Markdown text.
struct MarkdownFinding: Hashable, Sendable {
    package enum Kind: Hashable, Sendable {
        /// Raw HTML, which cmark's safe mode leaves out of the page.
        case rawHTML
        /// A GitHub-style table (`| a | b |` over `|---|---|`): CommonMark has no tables, so the rows show
        /// as text with pipes.
        case table
    }

    package var kind: Kind
    package var line: Int
    package var column: Int

    package var message: String {
        switch kind {
        case .rawHTML:
            "raw HTML is left out of the page (Markdown is published without HTML); write this in Markdown"
        case .table:
            "Markdown has no tables: these rows would show as text with \"|\"; write them as a list (see "
                + "\(Documentation.path("content.md")))"
        }
    }
}

/// Finds raw HTML and tables in Markdown (see `MarkdownFinding`), through the same cmark parse as the page.
enum MarkdownFindings {
    /// Each finding once: raw HTML at the first tag of each line it is on, a table at its header row.
    package static func find(in markdown: String) -> [MarkdownFinding] {
        guard !markdown.isEmpty else { return [] }
        var markdown = markdown
        let lines = markdown.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        return markdown.withUTF8 { bytes -> [MarkdownFinding] in
            guard
                let document = bytes.withMemoryRebound(
                    to: CChar.self,
                    { text in
                        cmark_parse_document(text.baseAddress, text.count, CMARK_OPT_DEFAULT)
                    })
            else { return [] }
            defer { cmark_node_free(document) }
            guard let iterator = cmark_iter_new(document) else { return [] }
            defer { cmark_iter_free(iterator) }
            var findings: [MarkdownFinding] = []
            var htmlLines: Set<Int> = []
            while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
                guard event == CMARK_EVENT_ENTER, let node = cmark_iter_get_node(iterator) else { continue }
                let type = cmark_node_get_type(node)
                if type == CMARK_NODE_HTML_BLOCK || type == CMARK_NODE_HTML_INLINE {
                    var (line, column) = (Int(cmark_node_get_start_line(node)), Int(cmark_node_get_start_column(node)))
                    if line == 0, let parent = cmark_node_parent(node) {
                        (line, column) = (
                            Int(cmark_node_get_start_line(parent)), Int(cmark_node_get_start_column(parent))
                        )
                    }
                    if htmlLines.insert(line).inserted {
                        findings.append(MarkdownFinding(kind: .rawHTML, line: line, column: max(1, column)))
                    }
                } else if type == CMARK_NODE_PARAGRAPH {
                    findings += tables(in: node, lines: lines)
                }
            }
            return findings
        }
    }

    /// Tables in a paragraph: a row with a "|" followed by a delimiter row (`|---|:--:|`).
    private static func tables(in paragraph: OpaquePointer, lines: [Substring.UTF8View.SubSequence])
        -> [MarkdownFinding]
    {
        let first = Int(cmark_node_get_start_line(paragraph)), last = Int(cmark_node_get_end_line(paragraph))
        // Inside a list item or a quote the paragraph starts further right: its rows are read from there.
        let indent = max(0, Int(cmark_node_get_start_column(paragraph)) - 1)
        guard first >= 1, last <= lines.count, first < last else { return [] }
        var findings: [MarkdownFinding] = []
        var line = first + 1
        while line <= last {
            let header = lines[line - 2].dropFirst(indent), delimiter = lines[line - 1].dropFirst(indent)
            if header.contains(UInt8(ascii: "|")), isDelimiterRow(delimiter) {
                let column =
                    (header.firstIndex { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") })
                    .map { lines[line - 2].distance(from: lines[line - 2].startIndex, to: $0) + 1 } ?? 1
                findings.append(MarkdownFinding(kind: .table, line: line - 1, column: column))
                // The rows below belong to this table.
                while line <= last, lines[line - 1].contains(UInt8(ascii: "|")) { line += 1 }
            }
            line += 1
        }
        return findings
    }

    /// `|---|:--:|`, `--- | ---`: only pipes, dashes, colons and spaces, with a dash and a pipe.
    private static func isDelimiterRow(_ row: Substring.UTF8View.SubSequence) -> Bool {
        let allowed: Set<UInt8> = [
            UInt8(ascii: "|"), UInt8(ascii: "-"), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "\t"),
            UInt8(ascii: "\r"),
        ]
        return row.contains(UInt8(ascii: "-")) && row.contains(UInt8(ascii: "|")) && row.allSatisfy(allowed.contains)
    }
}
