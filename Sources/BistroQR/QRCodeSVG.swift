import BistroTemplates

/// A QR code drawn as SVG, one user unit a module: a white square with the 4-module quiet zone readers need
/// around the code, and the dark modules as one `<path>` (each row's runs of dark modules as rectangles), with
/// `shape-rendering="crispEdges"` so no module is blurred into its neighbours at any scale. The `viewBox` is the
/// only size: the page or the printer decides how big it is. `role="img"` with `label` as its accessible name
/// (`aria-label` and `<title>`, escaped here), so the same text works as a file of its own and inside a page.
///
/// ```svg
/// <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37" shape-rendering="crispEdges" role="img"
///  aria-label="…"><title>…</title><rect width="37" height="37" fill="#fff"/><path fill="#000" d="M4 4h7v1h-7z…"/></svg>
/// ```
package enum QRCodeSVG {
    /// Light modules on each side of the code, as ISO/IEC 18004 asks.
    package static let quietZone = 4

    package static func render(_ code: QRCode, label: String) -> String {
        let side = code.size + 2 * quietZone
        let name = HTMLText.escape(label)
        return """
            <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \(side) \(side)" shape-rendering="crispEdges" \
            role="img" aria-label="\(name)"><title>\(name)</title><rect width="\(side)" height="\(side)" \
            fill="#fff"/><path fill="#000" d="\(path(code))"/></svg>
            """
    }

    /// The dark modules, row by row, each run of them one rectangle: "M4 4h7v1h-7z" is 7 modules from the
    /// top left corner of the code.
    static func path(_ code: QRCode) -> String {
        var d = ""
        for y in 0..<code.size {
            var x = 0
            while x < code.size {
                guard code.isDark(x: x, y: y) else {
                    x += 1
                    continue
                }
                let start = x
                while x < code.size, code.isDark(x: x, y: y) { x += 1 }
                d += "M\(start + quietZone) \(y + quietZone)h\(x - start)v1h-\(x - start)z"
            }
        }
        return d
    }
}
