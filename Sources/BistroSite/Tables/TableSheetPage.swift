import BistroCore
import BistroQR
import BistroTemplates

/// The sheet's `index.html`: a short introduction for the owner (not printed), then a card per table with the
/// restaurant's name, "Table T3", its seats, the QR code drawn inline and the address in text for a phone that
/// cannot scan. A page of its own, not the site's layout: no navigation, no script, `noindex`, linked from no
/// page and left out of the sitemap, and whole in any folder (its stylesheet is `table-sheet.css` beside it).
/// Every text is escaped here.
enum TableSheetPage {
    static func html(_ sheet: TableSheet) throws(QRCodeError) -> String {
        let name = HTMLText.escape(sheet.restaurant)
        var cards = ""
        for card in sheet.cards {
            let table = HTMLText.escape(card.table), url = HTMLText.escape(card.url)
            cards += """
                <section class="table-card" aria-labelledby="table-\(table)">
                <p class="card-restaurant">\(name)</p>
                <h2 id="table-\(table)">Table \(table)</h2>
                <p class="card-seats">\(Counted(card.seats, "seat"))</p>
                \(try TableSheet.svg(card))
                <p class="card-scan">Scan to order from your table</p>
                <p class="card-url"><a href="\(url)">\(url)</a></p>
                </section>

                """
        }
        return """
            <!DOCTYPE html>
            <html lang="\(HTMLText.escape(sheet.language))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="robots" content="noindex">
            <title>Tables' QR codes · \(name)</title>
            <link rel="stylesheet" href="\(TableSheet.stylesheetName)">
            </head>
            <body>
            <header class="sheet-intro">
            <h1>Order from the table: the QR codes of \(name)</h1>
            <p>Print this page and put each card on its table: a phone that scans the code opens the order page \
            for that table, and the order goes to the kitchen as a dine-in order for it. Four cards fit on an A4 \
            or Letter page; cut along the dashed lines. This introduction is not printed.</p>
            </header>
            <main class="table-cards">
            \(cards)</main>
            </body>
            </html>

            """
    }

    /// `table-sheet.css`: cards in a grid on screen; on paper four to a page, A4 or Letter (two columns of
    /// 90 mm, two rows of 125 mm inside 12 mm margins), never split, with a dashed cut line.
    static let stylesheet = """
        :root { font-family: system-ui, sans-serif; color: #111; background: #fff; }
        body { margin: 1.5rem; }
        .sheet-intro { max-width: 48rem; margin-bottom: 1.5rem; }
        .sheet-intro h1 { font-size: 1.5rem; }
        .table-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr)); gap: 1rem; }
        .table-card { border: 1px dashed #767676; padding: 1rem; text-align: center; break-inside: avoid; }
        .table-card h2 { font-size: 2rem; margin: 0.25rem 0; }
        .table-card p { margin: 0.25rem 0; }
        .table-card svg { display: block; width: 12rem; height: 12rem; margin: 0.5rem auto; }
        .card-restaurant { font-weight: bold; }
        .card-scan { font-size: 1.125rem; }
        .card-url { font-size: 0.875rem; overflow-wrap: anywhere; }
        .card-url a { color: inherit; }
        @page { margin: 12mm; }
        @media print {
          body { margin: 0; }
          .sheet-intro { display: none; }
          .table-cards { grid-template-columns: 90mm 90mm; grid-auto-rows: 125mm; gap: 0; justify-content: center; }
          .table-card { box-sizing: border-box; height: 125mm; padding: 6mm; page-break-inside: avoid; }
          .table-card h2 { font-size: 24pt; }
          .table-card svg { width: 60mm; height: 60mm; }
          .card-url a { text-decoration: none; }
        }

        """
}
