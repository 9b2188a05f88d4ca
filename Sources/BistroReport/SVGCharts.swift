import BistroCore

/// Charts as inline SVG: sized by viewBox so they scale to a phone, labelled with <title> and
/// role="img" for screen readers, colours readable in print.
enum SVGCharts {
    /// Vertical bars, one per (label, value, value text); a negative value draws no bar. Under each bar (up to
    /// 31) its `axisLabel`, by default the label's last five characters ("11-23" of "2026-11-23"). With an `id`
    /// the chart is labelled by its `<title>`, which takes that id (`aria-labelledby`).
    static func bars(
        _ data: [(label: String, value: Int, text: String)], title: String, id: String? = nil,
        axisLabel: (String) -> String = { String($0.suffix(5)) }
    ) -> String {
        guard !data.isEmpty else { return "" }
        let width = max(320, data.count * 40 + 60), height = 220, base = 180, top = 20
        let maxValue = max(1, data.map(\.value).max() ?? 1)
        let step = Double(width - 60) / Double(data.count)
        var svg = open(width: width, height: height, title: title, id: id)
        svg += "<line x1=\"50\" y1=\"\(base)\" x2=\"\(width - 10)\" y2=\"\(base)\" stroke=\"#888\"/>"
        for (index, item) in data.enumerated() {
            let barHeight = Int(Double(base - top) * Double(max(0, item.value)) / Double(maxValue))
            let x = 50 + Int(Double(index) * step + step * 0.15)
            let barWidth = max(2, Int(step * 0.7))
            svg +=
                "<rect x=\"\(x)\" y=\"\(base - barHeight)\" width=\"\(barWidth)\" height=\"\(barHeight)\" "
                + "fill=\"#8a3b12\"><title>\(escape(item.label)): \(escape(item.text))</title></rect>"
            if data.count <= 31 {
                svg +=
                    "<text x=\"\(x + barWidth / 2)\" y=\"\(base + 14)\" text-anchor=\"middle\">"
                    + "\(escape(axisLabel(item.label)))</text>"
            }
        }
        return svg + "</svg>\n"
    }

    /// A weekday × hour grid, darker for more orders.
    static func heatMap(_ grid: [[Int]], rowLabels: [String], columns: [Int], title: String) -> String {
        let cell = 28, left = 40, topPad = 20
        let width = left + columns.count * cell + 10, height = topPad + rowLabels.count * cell + 10
        let maxValue = max(1, grid.flatMap { $0 }.max() ?? 1)
        var svg = open(width: width, height: height, title: title)
        for (column, hour) in columns.enumerated() {
            svg += "<text x=\"\(left + column * cell + cell / 2)\" y=\"14\" text-anchor=\"middle\">\(hour)</text>"
        }
        for (row, label) in rowLabels.enumerated() {
            let y = topPad + row * cell
            svg += "<text x=\"0\" y=\"\(y + cell / 2 + 4)\">\(escape(label))</text>"
            for (column, hour) in columns.enumerated() {
                let count = grid[row][hour]
                // Lightness from 96% (none) to 30% (busiest).
                let lightness = 96 - 66 * count / maxValue
                svg +=
                    "<rect x=\"\(left + column * cell)\" y=\"\(y)\" width=\"\(cell - 2)\" height=\""
                    + "\(cell - 2)\" fill=\"hsl(20,70%,\(lightness)%)\"><title>\(escape(label)) \(hour):00: "
                    + "\(Counted(count, "order"))</title></rect>"
            }
        }
        return svg + "</svg>\n"
    }

    /// Horizontal bars with the label on the left, for top items.
    static func horizontalBars(_ data: [(label: String, value: Int)], title: String) -> String {
        guard !data.isEmpty else { return "" }
        let row = 24, left = 190, width = 560, height = data.count * row + 10
        let maxValue = max(1, data.map(\.value).max() ?? 1)
        var svg = open(width: width, height: height, title: title)
        for (index, item) in data.enumerated() {
            let y = index * row + 4
            let length = (width - left - 50) * item.value / maxValue
            let label = item.label.count > 28 ? String(item.label.prefix(27)) + "…" : item.label
            svg += "<text x=\"0\" y=\"\(y + 14)\">\(escape(label))</text>"
            svg += "<rect x=\"\(left)\" y=\"\(y)\" width=\"\(max(1, length))\" height=\"\(row - 6)\" fill=\"#2f6f4f\"/>"
            svg += "<text x=\"\(left + length + 6)\" y=\"\(y + 14)\">\(item.value)</text>"
        }
        return svg + "</svg>\n"
    }

    private static func open(width: Int, height: Int, title: String, id: String? = nil) -> String {
        let label =
            id.map { "aria-labelledby=\"\(escape($0))\"><title id=\"\(escape($0))\">" }
            ?? "aria-label=\"\(escape(title))\"><title>"
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(width) \(height)\" width=\"\(width)\" "
            + "height=\"\(height)\" role=\"img\" \(label)\(escape(title))</title>"
    }
}
