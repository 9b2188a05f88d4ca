import BistroCore
import BistroQR

/// The printable sheet of the tables' QR codes: a card per table (restaurant.json `tables.list`, in its order)
/// whose code opens the order page for that table, `BASEURL/order/?table=T3` (docs/tables.md). The same files
/// are the site's `tables/` folder (built when `tables.dineIn` is true) and what `bistro tables qr --output DIR`
/// writes: `index.html` (every card, its code drawn inline), `table-sheet.css` (beside it, so the page is whole
/// in any folder and needs no inline style) and a `T3.svg` per table for a sign maker.
package struct TableSheet: Sendable {
    /// One table's card.
    package struct Card: Sendable {
        package var table: String
        package var seats: Int
        /// Absolute: what a phone opens.
        package var url: String

        /// The accessible name of the card's code, which a reader hears instead of the drawing.
        var label: String { "QR code to order at table \(table): \(url)" }
    }

    /// Why there is no sheet for a restaurant.
    package enum Refusal: Error, Hashable, Sendable, CustomStringConvertible {
        /// restaurant.json lists no tables.
        case noTables
        /// A phone needs the whole address: `baseURL` is "/" (the default) or another path.
        case relativeBaseURL(String)
        /// The order page's address is longer than a QR code holds.
        case urlTooLong(String)

        package var description: String {
            switch self {
            case .noTables: "restaurant.json lists no tables (\"tables.list\")"
            case .relativeBaseURL(let base):
                "the tables' QR codes need the site's absolute address, and \"baseURL\" is \"\(base)\": "
                    + "set it to where the site lives, such as \"https://example.com/\""
            case .urlTooLong(let url):
                "\(url) is longer than a QR code holds (\(QRCode.capacity) bytes): shorten \"baseURL\""
            }
        }
    }

    package let restaurant: String
    /// BCP 47, for `<html lang>`: "en-CA".
    let language: String
    package let cards: [Card]

    /// The sheet of `restaurant`'s tables, whether or not it takes dine-in orders yet (the site publishes it
    /// only when it does; the command prints it ahead).
    package init(restaurant: Restaurant) throws(Refusal) {
        guard let tables = restaurant.tables, !tables.list.isEmpty else { throw .noTables }
        let urls = SiteURLs(baseURL: restaurant.baseURL)
        guard urls.hasAbsoluteBase else { throw .relativeBaseURL(restaurant.baseURL) }
        // Table ids are letters, digits, "-" and "_" (TableSettings.isValidID): nothing to percent-encode.
        cards = tables.list.map {
            Card(table: $0.id, seats: $0.seats, url: urls.absolute(SiteURLs.order) + "?table=" + $0.id)
        }
        if let long = cards.first(where: { $0.url.utf8.count > QRCode.capacity }) { throw .urlTooLong(long.url) }
        self.restaurant = restaurant.name
        language = restaurant.locale.replacingOccurrences(of: "_", with: "-")
    }

    /// The stylesheet's name, beside `index.html`.
    static let stylesheetName = "table-sheet.css"

    /// The files of the sheet, relative to its folder, each made when `contents` is called: "index.html",
    /// "table-sheet.css", then "T1.svg"… in the list's order.
    package var files: [(path: String, contents: @Sendable () throws(QRCodeError) -> String)] {
        let sheet = self
        var files: [(path: String, contents: @Sendable () throws(QRCodeError) -> String)] = [
            ("index.html", { () throws(QRCodeError) in try TableSheetPage.html(sheet) }),
            (Self.stylesheetName, { TableSheetPage.stylesheet }),
        ]
        for card in cards {
            files.append((card.table + ".svg", { () throws(QRCodeError) in try Self.svg(card) + "\n" }))
        }
        return files
    }

    /// The card's code as SVG.
    static func svg(_ card: Card) throws(QRCodeError) -> String {
        QRCodeSVG.render(try QRCode(encoding: card.url), label: card.label)
    }
}
