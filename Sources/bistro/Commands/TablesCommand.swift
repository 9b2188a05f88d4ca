import ArgumentParser
import BistroCore
import BistroSite

/// `bistro tables`: the dining room's tables (restaurant.json `tables`, docs/tables.md).
struct TablesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tables",
        abstract: "The dining room's tables: their QR codes to print.",
        discussion: """
            The tables are listed in restaurant.json (tables.list); with tables.dineIn true, guests order \
            from their table by scanning its QR code. See docs/tables.md.

            Examples:
              bistro tables qr --output table-cards
            """,
        subcommands: [TablesQRCommand.self]
    )
}

struct TablesQRCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "qr",
        abstract: "Write each table's QR code and the sheet that prints them.",
        discussion: """
            Each code opens the order page for its table, BASEURL/order/?table=T3, where the order is a \
            dine-in order for that table. Writes into --output (made when missing): index.html, a card per \
            table (the code, "Table T3", its seats and the address in text; four cards to an A4 or Letter \
            page), its stylesheet table-sheet.css, and T1.svg, T2.svg and so on, one code per table for a \
            sign maker. Files whose bytes are the same are left as they are; nothing else in the folder is \
            touched. bistro build publishes the same files in the site's tables/ folder when tables.dineIn \
            is true (linked from no page, noindex, not in the sitemap).

            restaurant.json's baseURL must be the site's absolute address (a phone needs it): with the \
            default "/" nothing is written and the exit status is 1. With tables.dineIn false the codes are \
            written, with a warning: the order page takes no order for a table until it is true. See \
            docs/tables.md.

            Examples:
              bistro tables qr --output table-cards
              bistro tables qr --content ~/cafe/Content --output ~/cafe/table-cards
              bistro tables qr --output cards && chromium cards/index.html
            """
    )

    @OptionGroup var contentOptions: ContentOptions

    @Option(
        name: .long, help: ArgumentHelp("The folder the codes and the sheet are written to.", valueName: "dir"),
        completion: .directory)
    var output: String

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        let content = try contentOptions.load(output: outputOptions)
        let sheet: TableSheet
        do {
            sheet = try TableSheet(restaurant: content.restaurant)
        } catch {
            throw CommandFailure("no QR codes written: \(error)")
        }
        if content.restaurant.tables?.dineIn != true {
            let location = content.tablesLocation ?? .file(contentOptions.content + "/restaurant.json")
            outputOptions.report([
                .warning(
                    "\"tables.dineIn\" is not true: the order page takes no order for a table until it is", at: location
                )
            ])
        }
        let folder = CommandLinePath(output)
        let result: (paths: [String], written: Int)
        do {
            result = try TableSheetExport.write(sheet, into: output)
        } catch {
            throw CommandFailure("cannot write the QR codes into \(folder.shown): \(error.path): \(error.reason)")
        }
        for path in result.paths { outputOptions.detail("\(folder.path)/\(path)") }
        outputOptions.say(
            "Wrote the QR codes of \(Counted(sheet.cards.count, "table")) and their sheet into "
                + "\(output.hasSuffix("/") ? output : output + "/") (\(result.written) written, "
                + "\(result.paths.count - result.written) unchanged)")
    }
}
