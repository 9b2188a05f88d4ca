import BistroContent
import BistroCore
import BistroOrderBook
import BistroTemplates

extension SiteBuilder {
    /// Content and templates as read from their folders, their errors kept for `checked` (so one check
    /// reports every error of both, and those of the model).
    struct Loaded: Sendable {
        var content: RestaurantContent?
        var templates: TemplateSet?
        /// The errors of reading content and templates.
        var diagnostics: [Diagnostic] = []
        /// The warnings that do not depend on the order book: content's, names in the owner's templates
        /// that no page has, raw HTML and tables in Markdown pages.
        var warnings: [Diagnostic] = []
        let contentDisplay: String
        /// The warnings are errors (`SiteBuilder.strict`).
        let strict: Bool

        init(contentDisplay: String, strict: Bool = false) {
            self.contentDisplay = contentDisplay
            self.strict = strict
        }

        /// The site model of the content with the book's activity, or every error of content, templates and
        /// model at once (with the warnings).
        func checked(activity: CatalogActivitySource?, lowStockThreshold: Int) throws(ContentError) -> Checked {
            var diagnostics = self.diagnostics
            var model: SiteModel?
            if let content {
                do {
                    model = try SiteModel(
                        content: content, contentDisplayPath: contentDisplay, activity: activity,
                        lowStockThreshold: lowStockThreshold)
                } catch {
                    diagnostics += error.diagnostics
                }
            }
            var warnings = warnings(activity: activity)
            if strict {
                diagnostics += warnings.map { Diagnostic(.error, at: $0.location, $0.message) }
                warnings = []
            }
            guard let model, let templates, !diagnostics.hasErrors else {
                throw ContentError(diagnostics + warnings.sorted())
            }
            return Checked(model: model, templates: templates, warnings: (warnings + diagnostics).sorted())
        }

        /// The warnings, with a Content `stock` the book no longer counts from (`StockStartCheck`).
        func warnings(activity: CatalogActivitySource?) -> [Diagnostic] {
            guard let content, let activity else { return warnings }
            return warnings + StockStartCheck.warnings(content: content, activity: activity)
        }

        /// `CatalogActivity.digest` of what the catalogue pages would show of `activity`; nil without content.
        func activityDigest(_ activity: CatalogActivitySource?, lowStockThreshold: Int) -> String? {
            guard let content else { return nil }
            return CatalogActivity(
                catalog: content.catalog, source: activity, lowStockThreshold: lowStockThreshold,
                reviews: content.restaurant.reviews
            ).digest(catalog: content.catalog)
        }
    }
}

/// What a build keeps for the next build into the same folder: the fingerprint of content and templates,
/// what was read of them, the site model and renderer made from them, the money formatters of the
/// restaurant's locale and the order book's connection.
/// `bistro build` starts every build with an empty session; a publisher that keeps one neither reads nor
/// fingerprints content and templates again after its first build, and makes a new model only when the
/// catalogue's badges changed.
struct BuildSession: Sendable {
    /// The model and its renderer, for one state of the book's activity.
    struct Rendering: Sendable {
        let model: SiteModel
        let templates: TemplateSet
        let renderer: PageRenderer
        let activity: ActivityKey
    }

    /// What the model shows of the order book.
    struct ActivityKey: Hashable, Sendable {
        /// `CatalogActivity.digest`; nil: made without the book.
        var digest: String?
        var lowStockThreshold: Int
    }

    /// Read content and templates with their fingerprint (a publisher), rather than only when something is
    /// rendered (`bistro build`, which stops after the fingerprint when nothing changed).
    let eager: Bool
    /// The fingerprint and the inputs besides the folders it covers (see `BuildFingerprint.compute`).
    private var fingerprint: (inputs: [String], value: BuildFingerprint)?
    var loaded: SiteBuilder.Loaded?
    private var rendering: Rendering?
    /// `MoneyFormatter`s by currency, for one locale: a formatter learns its locale's pattern from Foundation
    /// when it is made, and making one for every publish cost a publisher 8% of its time.
    private var formatters: (locale: String, byCurrency: [Currency: MoneyFormatter]) = ("", [:])
    private var reader: OrderBookReader?
    /// The manifest a publisher's last build wrote, and which file that was.
    private var written: (manifest: SiteManifest, listing: String, file: FileIdentity)?

    init(eager: Bool) { self.eager = eager }

    /// The manifest this publisher wrote last, with its file lines (`SiteManifest.listingText`), while `file`
    /// (the manifest's now) is still the one it wrote: the next publish takes it as it is, neither parsing it
    /// again nor checking its files (a publisher checks them at its first publish and after a reload), and
    /// writes the same lines again when it writes no catalogue file. nil when another build wrote one since.
    func written(file: FileIdentity?) -> (manifest: SiteManifest, listing: String)? {
        guard let written, let file, written.file == file else { return nil }
        return (written.manifest, written.listing)
    }

    /// Remembers the manifest just written (only a publisher, which builds into its folder again).
    mutating func keep(written manifest: SiteManifest, listing: String, file: FileIdentity?) {
        guard eager, let file else { return }
        written = (manifest, listing, file)
    }

    /// The fingerprint of the input, computed (and, when eager, the input read) unless kept for `inputs`.
    mutating func fingerprint(
        inputs: [String], compute: () -> BuildFingerprint, load: () -> SiteBuilder.Loaded
    ) -> BuildFingerprint {
        if let fingerprint, fingerprint.inputs == inputs { return fingerprint.value }
        let value = compute()
        fingerprint = (inputs, value)
        loaded = eager ? load() : nil
        rendering = nil
        return value
    }

    /// Forgets the input: the next build fingerprints and reads content and templates again.
    mutating func forgetInput() {
        fingerprint = nil
        loaded = nil
        rendering = nil
        written = nil
    }

    /// The model and renderer to render with, and the build's warnings: the kept ones when they show this
    /// activity, or when only the order book's pages are rendered (they show none of it); otherwise made
    /// from `loaded` (which checks it).
    mutating func rendering(
        _ loaded: SiteBuilder.Loaded, activity: CatalogActivitySource?, lowStockThreshold: Int, forCatalogue: Bool
    ) throws(ContentError) -> (Rendering, [Diagnostic]) {
        let key = ActivityKey(
            digest: activity.flatMap { loaded.activityDigest($0, lowStockThreshold: lowStockThreshold) },
            lowStockThreshold: lowStockThreshold)
        if let rendering, !forCatalogue || rendering.activity == key {
            return (rendering, (loaded.warnings(activity: activity) + loaded.diagnostics).sorted())
        }
        let checked = try loaded.checked(activity: activity, lowStockThreshold: lowStockThreshold)
        let made = Rendering(
            model: checked.model, templates: checked.templates,
            renderer: PageRenderer(model: checked.model, templates: checked.templates), activity: key)
        rendering = made
        return (made, checked.warnings)
    }

    /// The kept renderer; nil when nothing was rendered since the input was read.
    var renderer: PageRenderer? { rendering?.renderer }

    /// The kept renderer, or one made from what was read of content and templates (read with `load` when
    /// nothing is), without the book's activity: for pages rendered on request, which show none of it.
    mutating func renderer(load: () -> SiteBuilder.Loaded) throws(ContentError) -> PageRenderer {
        if let rendering { return rendering.renderer }
        let loaded = self.loaded ?? load()
        self.loaded = loaded
        return try rendering(
            loaded, activity: nil, lowStockThreshold: OrderBookInput.defaultLowStockThreshold, forCatalogue: false
        ).0.renderer
    }

    /// The activity of the kept model when it is the one the site's catalogue shows (`digest`, the
    /// manifest's): a publish compares the book's with it and renders only the files that show a change.
    func shownActivity(digest: String?) -> CatalogActivity? {
        guard let rendering, let digest, rendering.activity.digest == digest else { return nil }
        return rendering.model.activity
    }

    /// The money formatters made so far for `locale`.
    func formatters(locale: String) -> [Currency: MoneyFormatter] {
        formatters.locale == locale ? formatters.byCurrency : [:]
    }

    mutating func keep(formatters made: [Currency: MoneyFormatter], locale: String) {
        formatters = (locale, made)
    }

    /// The open connection to the book at `path`, opened the first time.
    mutating func reader(_ path: String) throws(OrderStoreError) -> OrderBookReader {
        if let reader, reader.path == path { return reader }
        let opened = try OrderBookReader(path: path)
        reader = opened
        return opened
    }
}
