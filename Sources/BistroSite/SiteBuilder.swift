import BistroContent
import BistroCore
import BistroOrderBook
import BistroTemplates
import Foundation

/// `bistro build` as a pipeline: load content → load templates → check (all problems at once) → model
/// the site → render and write changed files. Nothing is written unless content and templates are
/// free of errors; after that, rendering cannot fail, so the output folder is only touched by builds that
/// succeed (an I/O error while writing, such as a full disk, is the one way to leave it part-updated).
package struct SiteBuilder: Sendable {
    package struct Folders: Sendable {
        package var content: URL
        /// How the content folder is named in messages ("Content").
        var contentDisplay: String
        /// nil: the built-in templates only.
        package var templates: URL?
        var templatesDisplay: String
        package var output: URL

        package init(content: String, templates: String?, output: String) {
            self.content = URL(fileURLWithPath: content)
            self.contentDisplay = content
            self.templates = templates.map { URL(fileURLWithPath: $0) }
            self.templatesDisplay = templates ?? ""
            self.output = URL(fileURLWithPath: output)
        }
    }

    package struct Report: Sendable {
        /// The catalogue's pages the site has (home, menu, categories, items, kits, Markdown pages), written
        /// or unchanged: the same count for every build of the same content.
        package var pages: Int
        /// The receipt and history pages this build rendered: those the order book's journal named since the
        /// last build, or every one of the window (a full publish). Not a count of the site's: with 100,000
        /// orders, counting them would read the book.
        package var orderPages = 0
        package var files: SiteWriter.Report
        package var warnings: [Diagnostic]
        /// The book's orders may have changed what the catalogue shows, and it was left for a later publish
        /// (`deferringCatalogue`).
        package var catalogueBehind = false
        /// How many catalogue files were rendered: all of them, those that show what moved in the book's
        /// activity (a publisher, see `CatalogueChange`), or none.
        package var catalogueRendered = 0
        /// How many photos were decoded to make their resized copies: those new or changed since the last build.
        package var photosResized = 0
    }

    /// Checked input, ready to render.
    package struct Checked: Sendable {
        package var model: SiteModel
        package var templates: TemplateSet
        package var warnings: [Diagnostic]
    }

    package let folders: Folders
    /// The order book to publish receipts, histories and live stock from (`--db`). nil: the one the
    /// previous build into the same folder published from, if any (see `build()`).
    package let orderBook: OrderBookInput?
    /// Stop publishing from the order book: its pages are removed (`--no-db`).
    package let forgetOrderBook: Bool
    /// Publish the receipts and histories the book's new entries name, but leave the catalogue's stock and
    /// badges for a later build when only they changed (see `SitePublisher.publishOrderPages`).
    let deferringCatalogue: Bool
    /// Every warning about content and templates is an error (`--strict`): the check fails and a build
    /// writes nothing.
    package let strict: Bool
    /// Tests only: runs just before the folder's lock is taken, to let another build write in between.
    var beforeLocking: (@Sendable () -> Void)?
    /// Called once this build's receipt pages are written, before its histories, listing guards and
    /// manifest (`bistro serve` answers the batch's requests then); not called when the build writes no
    /// order page.
    var afterReceipts: (@Sendable () -> Void)?

    package init(
        folders: Folders, orderBook: OrderBookInput? = nil, forgetOrderBook: Bool = false,
        deferringCatalogue: Bool = false, strict: Bool = false
    ) {
        self.folders = folders
        self.orderBook = orderBook
        self.forgetOrderBook = forgetOrderBook
        self.deferringCatalogue = deferringCatalogue
        self.strict = strict
    }

    /// Checks, renders and writes the site.
    ///
    /// - Without an order book the catalogue is rendered and written when its input (content, templates,
    ///   Bistro itself) differs from what the previous build into the folder read, or its files were touched.
    /// - With one, the journal decides the rest: a build whose catalogue input is unchanged and whose book
    ///   has no journal entry past the one last published, on the same day, reads a few bytes and stops.
    ///   Otherwise only the receipts and histories the new entries name are rendered (and those that left
    ///   the `orderPages.keepDays` window removed), and the catalogue only when its badges changed. Any
    ///   other change publishes the whole window.
    /// - Without `--db`, a site that was published from an order book keeps being published from it, so
    ///   a plain `bistro build` never deletes the receipt pages customers were mailed.
    package func build() throws(SiteBuildError) -> Report {
        var session = BuildSession(eager: false)
        defer { releaseInBackground(session) }
        return try build(&session)
    }

    /// `build()` with what `session` kept from the builds before it (see `BuildSession`): the one code path
    /// of `bistro build` and of `SitePublisher`.
    func build(_ session: inout BuildSession) throws(SiteBuildError) -> Report {
        // Another build into the folder (cron's `bistro build --db` beside `serve`) may write it between this
        // one's reading of the manifest and its taking of the folder's lock: then this one starts again from
        // what that one wrote, rather than write pages and a manifest older than the folder's.
        while true {
            if let report = try buildOnce(&session) { return report }
        }
    }

    /// One attempt of `build(_:)`: nil when the manifest changed before the folder's lock was taken.
    private func buildOnce(_ session: inout BuildSession) throws(SiteBuildError) -> Report? {
        let writer = SiteWriter(output: folders.output)
        let manifestFile = FileIdentity.read(writer.manifestPath)
        let kept = session.written(file: manifestFile)
        let previous = kept?.manifest ?? writer.previousManifest()
        var warnings: [Diagnostic] = []
        var input = orderBook
        if forgetOrderBook {
            input = nil
        } else if input == nil, let remembered = previous.orderBook?.database {
            input = OrderBookInput(databasePath: remembered, now: Timestamp(Date()))
        }
        if let book = input, !FileManager.default.fileExists(atPath: book.databasePath) {
            if previous.orderBook != nil {
                throw .orderBook(
                    path: book.databasePath,
                    OrderStoreError(
                        "no order database here: this site's receipt and history pages were published from "
                            + "it (pass --db FILE, or --no-db to remove them)"
                    ))
            }
            warnings.append(
                .warning(
                    "no order database here yet; building without receipts, histories or live stock",
                    at: .file(book.databasePath)))
            input = nil
        }
        // A strict build after a lenient one checks again, rather than keep a site with warnings as it is.
        let inputs =
            (input.map {
                [
                    "orderbook:" + $0.absolutePath, "low-stock:\($0.lowStockThreshold)",
                    "most-ordered:\($0.mostOrderedMinimum)",
                ]
            } ?? [])
            + (strict ? ["strict"] : [])
        let fingerprint = session.fingerprint(inputs: inputs) {
            BuildFingerprint.compute(
                folders: [folders.content] + (folders.templates.map { [$0] } ?? []), inputs: inputs)
        } load: {
            load()
        }
        let catalogueFresh = writer.upToDate(fingerprint, manifest: previous, checkingFiles: kept == nil) != nil
        var plan: OrderBookPlan?
        if let input {
            let restaurant =
                session.loaded?.content?.restaurant ?? ContentLoader(directory: folders.content).loadRestaurant()
            do {
                plan = try OrderBookPlan(
                    input: input, reader: session.reader(input.databasePath),
                    previous: catalogueFresh ? previous.orderBook : nil, restaurant: restaurant)
            } catch {
                throw .orderBook(path: input.databasePath, error)
            }
        }
        let forgetting = input == nil && previous.orderBook != nil
        let catalogueBehind = plan != nil && previous.orderBook?.catalogueBehind == true
        if catalogueFresh, plan?.isEmpty ?? true, !forgetting, !catalogueBehind || deferringCatalogue {
            return Report(
                pages: previous.pages, files: .init(produced: previous.files.count, written: 0, removed: 0),
                warnings: warnings, catalogueBehind: catalogueBehind)
        }
        return try publish(
            plan: plan, fingerprint: fingerprint, catalogueFresh: catalogueFresh && !forgetting,
            previous: (previous, kept?.listing, manifestFile), writer: writer, warnings: warnings, session: &session)
    }

    /// Renders and writes what `build()` decided: the catalogue when its input or badges changed, then the
    /// order book's pages, then the manifest (so a build killed half-way publishes everything next time).
    /// `previous` is the manifest the decision was made from, with its file lines when this session wrote it
    /// (`BuildSession.written`) and the file it was read from; nil when another build replaced that file
    /// before the folder's lock was taken.
    private func publish(
        plan: OrderBookPlan?, fingerprint: BuildFingerprint, catalogueFresh: Bool,
        previous manifestRead: (manifest: SiteManifest, listing: String?, file: FileIdentity?),
        writer: SiteWriter, warnings: [Diagnostic], session: inout BuildSession
    ) throws(SiteBuildError) -> Report? {
        let previous = manifestRead.manifest
        // The catalogue's badges may differ from the pages' when the new entries touch stock, or a
        // publisher left them behind; a publisher that defers them leaves them for its next build.
        let activityMayDiffer =
            plan.map { $0.needsActivity || previous.orderBook?.catalogueBehind == true } ?? false
        let defersCatalogue = deferringCatalogue && catalogueFresh && activityMayDiffer
        var activity: CatalogActivitySource?
        do {
            if let plan, activityMayDiffer, !defersCatalogue { activity = try plan.activity() }
        } catch {
            throw .orderBook(path: plan?.input.databasePath ?? "", error)
        }
        let threshold = plan?.input.lowStockThreshold ?? OrderBookInput.defaultLowStockThreshold
        let loaded = session.loaded ?? load()
        session.loaded = loaded
        // What the catalogue shows of the book; it is rendered when that or its input changed.
        let activityDigest =
            plan.map { _ in
                activityMayDiffer && !defersCatalogue
                    ? loaded.activityDigest(activity, lowStockThreshold: threshold) ?? ""
                    : previous.orderBook?.activity ?? ""
            } ?? ""
        let writesCatalogue = !catalogueFresh || activityDigest != previous.orderBook?.activity
        let shown = catalogueFresh ? session.shownActivity(digest: previous.orderBook?.activity) : nil
        let site: BuildSession.Rendering
        let siteWarnings: [Diagnostic]
        do {
            (site, siteWarnings) = try session.rendering(
                loaded, activity: activity, lowStockThreshold: threshold, forCatalogue: writesCatalogue)
        } catch {
            throw .invalid(error)
        }
        let renderer = site.renderer
        do {
            beforeLocking?()
            let folderGuard = try writer.lock()
            guard FileIdentity.read(writer.manifestPath) == manifestRead.file else {
                folderGuard.finish()
                return nil
            }
            var report = Report(
                pages: previous.pages, files: .init(produced: previous.files.count, written: 0, removed: 0),
                warnings: warnings + siteWarnings)
            var manifest = previous
            if writesCatalogue {
                try writeCatalogue(
                    site, shown: shown, fingerprint: fingerprint, writer: writer, folderGuard: folderGuard,
                    report: &report, manifest: &manifest)
            }
            let publisher = OrderPagePublisher(writer: writer)
            var published = OrderPagePublisher.Report()
            if let plan {
                var pages = 0
                let locale = site.model.restaurant.locale
                var formatters = session.formatters(locale: locale)
                var receiptsWritten = false
                try plan.pages(localeIdentifier: locale, formatters: formatters) { book in
                    if book.receipts.isEmpty, !receiptsWritten {
                        receiptsWritten = true
                        afterReceipts?()
                    }
                    pages += try publisher.publish(book, renderer: renderer, into: &published)
                    formatters.merge(book.formatters) { kept, _ in kept }
                }
                if !receiptsWritten { afterReceipts?() }
                session.keep(formatters: formatters, locale: locale)
                try publisher.remove(receipts: plan.expiredReceipts, into: &published)
                if plan.full { try publisher.removeAll(keeping: plan.published, into: &published) }
                try publisher.guardListings(into: &published)
                report.orderPages += pages
                report.files.produced += pages
                manifest.orderBook = plan.state(activity: activityDigest, catalogueBehind: defersCatalogue)
                report.catalogueBehind = defersCatalogue
            } else if previous.orderBook != nil {
                try publisher.removeAll(keeping: { _, _ in [] }, into: &published)
                try publisher.removeListingGuards(into: &published)
                manifest.orderBook = nil
            }
            report.files.written += published.written
            report.files.removed += published.removed
            // Without a catalogue file written, the manifest lists the files it listed: only its "#" lines
            // change, and the publisher's listing is written again as it was (a line per file of the menu).
            let listing = (writesCatalogue ? nil : manifestRead.listing) ?? manifest.listingText
            try writer.writeManifest(manifest, listing: listing)
            session.keep(written: manifest, listing: listing, file: FileIdentity.read(writer.manifestPath))
            folderGuard.finish()
            return report
        } catch let error as SiteWriterError {
            throw .write(error)
        } catch let error as OrderStoreError {
            throw .orderBook(path: plan?.input.databasePath ?? "", error)
        } catch let error as ContentError {
            throw .invalid(error)
        } catch {
            throw .write(SiteWriterError(path: folders.output.path, reason: "\(error)"))
        }
    }
}
