import Foundation

/// Looks into built pages for what escaping must have prevented.
enum PageScan {
    /// Tags and attributes the hostile fixtures carry; in a page outside JSON-LD they mean raw input got through.
    static let rawMarkup = [
        "<script", "<img src=x", "<iframe", "<style", "<svg", "<div onmouseover", "<span onclick", "<i>", "<b>",
        "onmouseover=\"",
    ]

    /// The text inside each `<script type="application/ld+json">` block.
    static func jsonLDBlocks(_ html: String) -> [String] {
        html.matches(of: /<script type="application\/ld\+json">(.*?)<\/script>/).map { String($0.1) }
    }

    /// What is wrong with a page: a JSON-LD block that could close early or does not parse, raw markup outside
    /// JSON-LD, or a link or source that is not relative (to the site's root, or a file beside the page such as
    /// the tables' sheet's stylesheet), `http(s)`, `mailto:` or `tel:`. Empty when all is well.
    static func problems(_ html: String) -> [String] {
        var problems: [String] = []
        for block in jsonLDBlocks(html) {
            if block.contains("</") || block.contains("<!--") {
                problems.append("JSON-LD can be closed early: \(block)")
            }
            if (try? JSONSerialization.jsonObject(with: Data(block.utf8))) == nil {
                problems.append("JSON-LD does not parse: \(block)")
            }
        }
        // The site's own scripts (`<script type="module" src="/assets/…"></script>`, no code inline) and the QR
        // codes drawn on the tables' sheet (a white square and one path of "M4 4h7v1h-7z" runs) are not raw input.
        let outside = html.replacing(/<script type="application\/ld\+json">.*?<\/script>/, with: "")
            .replacing(/<script type="module" src="\/[^"<>]*\.js"><\/script>/, with: "")
            .replacing(
                /<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+" shape-rendering="crispEdges" role="img" aria-label="[^"<>]*"><title>[^<>]*<\/title><rect width="\d+" height="\d+" fill="#fff"\/><path fill="#000" d="[Mhvz0-9 -]*"\/><\/svg>/,
                with: "")
        problems += rawMarkup.filter { outside.contains($0) }.map { "raw \($0)" }
        for link in outside.matches(of: /(?:href|src)="([^"]*)"/).map(\.1)
        where !link.isEmpty && !link.starts(with: /\/|#|https?:\/\/|mailto:|tel:/)
            && link.wholeMatch(of: /[\w.-]+/) == nil
        {
            problems.append("link to \(link)")
        }
        return problems
    }

    /// The JSON-LD object of `type` in a page, if there is one.
    static func jsonLD(_ html: String, type: String) -> [String: Any]? {
        jsonLDBlocks(html).lazy
            .compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
            .first { $0["@type"] as? String == type }
    }
}
