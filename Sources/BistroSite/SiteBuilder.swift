import BistroContent
import BistroCore
import BistroOrders
import Foundation

/// `bistro build` as a pipeline: load content → load templates → check (all problems at once) → model
/// the site → render and write changed files. Nothing is written unless content and templates are
/// free of errors; after that, rendering cannot fail, so the output folder is only touched by builds that
/// succeed (an I/O error while writing, such as a full disk, is the one way to leave it part-updated).
public struct SiteBuilder: Sendable {
    public struct Folders: Sendable {
        public var content: URL
        /// How the content folder is named in messages ("Content").
        public var contentDisplay: String
        /// nil: the built-in templates only.
        public var templates: URL?
        public var templatesDisplay: String
        public var output: URL

        public init(content: String, templates: String?, output: String) {
            self.content = URL(fileURLWithPath: content)
            self.contentDisplay = content
            self.templates = templates.map { URL(fileURLWithPath: $0) }
            self.templatesDisplay = templates ?? ""
            self.output = URL(fileURLWithPath: output)
        }
    }

    public struct Report: Sendable {
        public var pages: Int
        public var files: SiteWriter.Report
        public var warnings: [Diagnostic]
    }

    /// Checked input, ready to render.
    public struct Checked: Sendable {
        public var model: SiteModel
        public var templates: TemplateSet
        public var warnings: [Diagnostic]
    }

    public let folders: Folders
    /// The order book to publish receipts, histories and live stock from (`--db`); nil for none.
    public let orderBook: OrderBookInput?

    public init(folders: Folders, orderBook: OrderBookInput? = nil) {
        self.folders = folders
        self.orderBook = orderBook
    }

    /// Loads and checks content and templates, throwing every error of both at once.
    public func check(orders: SiteOrderData? = nil) throws(ContentError) -> Checked {
        var diagnostics: [Diagnostic] = []
        var loaded: (content: RestaurantContent, warnings: [Diagnostic])?
        do {
            loaded = try ContentLoader(directory: folders.content, displayDirectory: folders.contentDisplay).load()
        } catch {
            diagnostics += error.diagnostics
        }
        var templates: TemplateSet?
        do {
            templates = try TemplateSet.load(directory: folders.templates, displayDirectory: folders.templatesDisplay)
        } catch {
            diagnostics += error.diagnostics
        }
        var model: SiteModel?
        if let loaded {
            do {
                model = try SiteModel(content: loaded.content, contentDisplayPath: folders.contentDisplay, orders: orders,
                                      lowStockThreshold: orderBook?.lowStockThreshold ?? OrderBookInput.defaultLowStockThreshold)
            } catch {
                diagnostics += error.diagnostics
            }
        }
        guard let model, let templates, let loaded, !diagnostics.hasErrors else {
            throw ContentError(diagnostics + (loaded?.warnings ?? []))
        }
        return Checked(model: model, templates: templates, warnings: loaded.warnings + diagnostics)
    }

    /// Checks, renders and writes the site. When the input is byte-for-byte what the previous successful
    /// build into the same folder read (with `--db`: the same order-book digest), and its files are
    /// untouched, nothing is loaded or rendered.
    public func build() throws(SiteBuildError) -> Report {
        let writer = SiteWriter(output: folders.output)
        let orders = try readOrderBook()
        let inputs = orders.map { ["orders:" + $0.digest, "low-stock:\(orderBook?.lowStockThreshold ?? 0)"] } ?? []
        let fingerprint = BuildFingerprint.compute(folders: [folders.content] + (folders.templates.map { [$0] } ?? []), inputs: inputs)
        if let pages = writer.upToDate(fingerprint) {
            return Report(pages: pages, files: .init(produced: writer.previousManifest().files.count, written: 0, removed: 0), warnings: [])
        }
        let checked: Checked
        do { checked = try check(orders: orders) } catch { throw .invalid(error) }
        let files = SiteFile.all(model: checked.model, templates: checked.templates)
        let renderer = PageRenderer(model: checked.model, templates: checked.templates)
        let pages = files.filter {
            switch $0.source {
            case .page, .orderPage: true
            default: false
            }
        }.count
        do {
            let written = try writer.write(paths: files.map(\.path), fingerprint: fingerprint, pages: pages) { index in
                try files[index].contents(renderer: renderer)
            }
            let report = Report(pages: pages, files: written, warnings: checked.warnings)
            releaseInBackground((checked, renderer, files))
            return report
        } catch {
            throw .write(error)
        }
    }
}

/// Why a build failed: content or templates have errors (nothing written), or writing failed.
public enum SiteBuildError: Error, Sendable {
    case invalid(ContentError)
    case write(SiteWriterError)
    /// The order book of `--db` could not be read (nothing written).
    case orderBook(path: String, OrderStoreError)

    public var diagnostics: [Diagnostic] {
        switch self {
        case .invalid(let error): error.diagnostics
        case .write(let error): [.error(error.reason, at: .file(error.path))]
        case .orderBook(let path, let error): [.error(error.message, at: .file(path))]
        }
    }
}
