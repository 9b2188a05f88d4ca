import ArgumentParser
import BistroCore
import BistroSite

struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Render Content/ with Templates/ into the static site in Site/.",
        discussion: """
            Only files whose bytes changed are written (unchanged files keep their modification time), and \
            pages the previous build produced but this one doesn't are removed. When the content or the \
            templates have errors, every error is printed as path:line:column: error: message, nothing is \
            written and the exit status is 1. Warnings are printed and the site is built, unless --strict \
            makes them errors.

            With --db, every accepted order gets a receipt page at receipts/TOKEN/ and every customer an \
            order history at orders/TOKEN/ (unguessable links, noindex, not in the sitemap), and menu and \
            kit pages show the database's stock ("Sold out", "Only 3 left") and each category's most \
            ordered dish of the 30 days ending --now, when at least --most-ordered-minimum (10) were \
            ordered. Receipts and histories stay published for \
            orderPages.keepDays (restaurant.json, default 90) days after the order. Run it after every \
            `bistro process`: the order book's change journal says what changed, so only those pages are \
            rendered, and with nothing changed the build stops after reading a few bytes. The site \
            remembers its database: a later `bistro build` without --db keeps publishing from it (--no-db \
            stops, removing those pages).

            Publish the folder without Bistro's own files (.bistro-manifest, .bistro-unfinished: mode 0600, \
            naming no receipt or history page), as in the rsync example below.

            Examples:
              bistro build
              bistro build --strict
              bistro build --content ~/cafe/Content --templates ~/cafe/Templates \\
                  --output /var/www/cafe
              bistro build --quiet && \\
                  rsync -a --delete --exclude='/.bistro-*' Site/ host:/var/www/site/
              bistro process && bistro build --db orders.sqlite
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var templatesOptions: TemplatesOptions

    @Option(
        name: .long, help: ArgumentHelp("The folder the site is written to.", valueName: "dir"), completion: .directory)
    var output: String = "Site"

    @OptionGroup var database: SiteDatabaseOptions

    @OptionGroup var strictOptions: StrictOptions

    @OptionGroup var outputOptions: OutputOptions

    func run() throws {
        MmapThreshold.fix()
        try contentOptions.requireFolder()
        try templatesOptions.requireFolder()
        let builder = SiteBuilder(
            folders: .init(
                content: contentOptions.content, templates: templatesOptions.folder, output: output),
            orderBook: database.input, forgetOrderBook: database.noDB, strict: strictOptions.strict)
        do {
            let report = try builder.build()
            outputOptions.report(report.warnings)
            let folder = output.hasSuffix("/") ? output : output + "/"
            outputOptions.detail(
                "\(Counted(report.files.produced, "file")): \(report.files.written) written, "
                    + "\(report.files.produced - report.files.written) unchanged, \(report.files.removed) removed"
            )
            let orderPages =
                report.orderPages == 0
                ? ""
                : ", \(Counted(report.orderPages, "receipt or history page", plural: "receipt and history pages")) "
                    + "published"
            let photos = report.photosResized == 0 ? "" : ", \(Counted(report.photosResized, "photo")) resized"
            outputOptions.say(
                "Built \(Counted(report.pages, "page")) into \(folder) (\(report.files.written) written, "
                    + "\(report.files.removed) removed)\(orderPages)\(photos)"
            )
        } catch {
            outputOptions.report(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
