import BistroContent
import BistroCore
import BistroOrderBook
import BistroTemplates

extension SiteBuilder {
    /// Loads and checks content and templates, throwing every error of both at once. Warnings (content
    /// warnings, names in the owner's templates that no page has, raw HTML and tables in Markdown pages)
    /// come back in `Checked.warnings`, or with the errors; they never fail a build unless `strict`.
    package func check(
        activity: CatalogActivitySource? = nil, lowStockThreshold: Int = OrderBookInput.defaultLowStockThreshold
    )
        throws(ContentError) -> Checked
    {
        try load().checked(activity: activity, lowStockThreshold: lowStockThreshold)
    }

    /// Reads content and templates, keeping their errors for `Loaded.checked`.
    func load() -> Loaded {
        var loaded = Loaded(contentDisplay: folders.contentDisplay, strict: strict)
        do {
            let read = try ContentLoader(directory: folders.content, displayDirectory: folders.contentDisplay).load()
            loaded.content = read.content
            loaded.warnings = read.warnings
        } catch {
            loaded.diagnostics += error.diagnostics
        }
        let templates = TemplateSet.read(directory: folders.templates, displayDirectory: folders.templatesDisplay)
        loaded.diagnostics += templates.diagnostics
        if templates.diagnostics.isEmpty { loaded.templates = templates.templates }
        // Mistakes that still build (a misspelt template name, a Markdown table): warnings, reported with
        // the errors too (also those of a template with a syntax error), so one `bistro check` shows everything.
        if let templates = templates.templates { loaded.warnings += PageTemplateNames.warnings(templates) }
        if let content = loaded.content {
            loaded.warnings += PageMarkdownCheck.warnings(content.pages, contentDisplay: folders.contentDisplay)
            loaded.warnings += TableSheetCheck.warnings(content: content, contentDisplay: folders.contentDisplay)
        }
        return loaded
    }
}
