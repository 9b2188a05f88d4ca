/// A free page of the site (about, allergy policy, how to order) from `Content/pages/NAME.md`.
package struct Page: Hashable, Sendable {
    package var title: String
    /// The URL segment: front matter `slug`, else the file name without `.md`.
    package var slug: String
    /// Position in the navigation; pages without one are not in the navigation.
    package var menuOrder: Int?
    /// Markdown after the front matter.
    package var body: String
    /// Content-relative path, e.g. "pages/about.md".
    package var sourcePath: String
    /// The line of the file the body starts on (after the front matter), so findings in the Markdown
    /// are reported at the file's own line numbers.
    package var bodyLine: Int

    package init(
        title: String, slug: String, menuOrder: Int? = nil, body: String, sourcePath: String, bodyLine: Int = 1
    ) {
        self.title = title
        self.slug = slug
        self.menuOrder = menuOrder
        self.body = body
        self.sourcePath = sourcePath
        self.bodyLine = bodyLine
    }
}
