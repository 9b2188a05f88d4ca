/// A table for a terminal: columns padded to their widest cell, numbers right-aligned.
struct TextTable {
    enum Alignment { case left, right }

    var headers: [String]
    var alignments: [Alignment]
    var rows: [[String]] = []

    init(_ headers: [String], alignments: [Alignment]) {
        self.headers = headers
        self.alignments = alignments
    }

    mutating func add(_ row: [String]) { rows.append(row) }

    var rendered: String {
        let all = [headers] + rows
        let widths = headers.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.indices.map { column in
                let pad = String(repeating: " ", count: widths[column] - cells[column].count)
                return alignments[column] == .right ? pad + cells[column] : cells[column] + pad
            }.joined(separator: "  ").replacing(/\s+$/, with: "")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + rows.map(line)).joined(separator: "\n") + "\n"
    }
}
