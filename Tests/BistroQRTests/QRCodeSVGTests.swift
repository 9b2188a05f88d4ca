import Testing

@testable import BistroQR

/// libqrencode's code for a URL and its SVG drawing. That a phone's reader gets the URL back is shown end to end
/// (`TableQRCodeTests`, zbarimg on the built site's codes); here: the code's shape and the drawing's structure.
@Suite struct QRCodeSVGTests {
    static let url = "https://royalcafe.example/order/?table=T3"

    /// The dark modules the path draws, read back from its "Mx yhWv1h-Wz" rectangles.
    static func drawn(_ d: String) -> Set<[Int]> {
        var modules: Set<[Int]> = []
        for rectangle in d.split(separator: "z") {
            let numbers = rectangle.split(whereSeparator: { "Mhv- ".contains($0) }).map { Int($0)! }
            // x, y, width, 1, width
            guard numbers.count == 5, numbers[2] > 0, numbers[3] == 1, numbers[4] == numbers[2] else {
                Issue.record("not a run of modules: \(rectangle)")
                continue
            }
            for x in numbers[0]..<(numbers[0] + numbers[2]) { modules.insert([x, numbers[1]]) }
        }
        return modules
    }

    @Test func aShortURLIsASmallCodeWithItsFinderPatterns() throws {
        let code = try QRCode(encoding: Self.url)
        // 41 bytes at level M need version 3 (up to 42 bytes): 29 modules a side.
        #expect(code.size == 29)
        // The finder pattern in three corners: a dark 7×7 ring around a dark 3×3 square, a light border inside.
        for (left, top) in [(0, 0), (code.size - 7, 0), (0, code.size - 7)] {
            for y in 0..<7 {
                for x in 0..<7 {
                    let ring = x == 0 || y == 0 || x == 6 || y == 6
                    let centre = (2...4).contains(x) && (2...4).contains(y)
                    #expect(code.isDark(x: left + x, y: top + y) == (ring || centre), "finder at \(left),\(top)")
                }
            }
        }
        #expect(try QRCode(encoding: "T1").size == 21, "version 1")
    }

    @Test func theSameTextGivesTheSameCode() throws {
        #expect(try QRCode(encoding: Self.url) == QRCode(encoding: Self.url))
        #expect(try QRCode(encoding: Self.url) != QRCode(encoding: Self.url.replacingOccurrences(of: "T3", with: "T4")))
    }

    @Test func aTextTooLongForAnyVersionIsAnError() throws {
        let long = String(repeating: "a", count: QRCode.capacity + 1)
        #expect(throws: QRCodeError.self) { try QRCode(encoding: long) }
        #expect(try QRCode(encoding: String(repeating: "a", count: QRCode.capacity)).size == 177, "version 40")
        #expect(throws: QRCodeError.self) { try QRCode(encoding: "") }
    }

    @Test func theSVGDrawsEveryDarkModuleOnceInsideAQuietZone() throws {
        let code = try QRCode(encoding: Self.url)
        let svg = QRCodeSVG.render(code, label: "QR code")
        let side = code.size + 8
        #expect(svg.hasPrefix(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(side) \#(side)""#))
        #expect(svg.contains(#"shape-rendering="crispEdges""#))
        #expect(svg.contains(##"<rect width="\##(side)" height="\##(side)" fill="#fff"/>"##), "a light background")
        #expect(svg.components(separatedBy: "<path").count == 2, "one path")
        #expect(svg.hasSuffix("</svg>"))
        let d = try #require(svg.firstMatch(of: /<path fill="#000" d="([^"]*)"\/>/)).1
        var dark: Set<[Int]> = []
        for y in 0..<code.size {
            for x in 0..<code.size where code.isDark(x: x, y: y) { dark.insert([x + 4, y + 4]) }
        }
        #expect(Self.drawn(String(d)) == dark)
        // Rows are drawn as runs: fewer rectangles than dark modules.
        #expect(d.filter { $0 == "z" }.count < dark.count * 2 / 3)
    }

    @Test func theLabelIsTheAccessibleNameEscaped() throws {
        let svg = QRCodeSVG.render(try QRCode(encoding: "x"), label: #"Table <script>alert("1")</script> & 'more'"#)
        let escaped = "Table &lt;script&gt;alert(&quot;1&quot;)&lt;/script&gt; &amp; &#39;more&#39;"
        #expect(svg.contains(#"role="img" aria-label="\#(escaped)"><title>\#(escaped)</title>"#))
        #expect(!svg.contains("<script"))
    }
}
