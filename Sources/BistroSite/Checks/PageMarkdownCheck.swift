import BistroContent
import BistroCore

/// Warnings for what the owner's Markdown pages hold that will not show as written: raw HTML (left out)
/// and tables (shown as text with pipes), at their line and column in `Content/pages/NAME.md`.
enum PageMarkdownCheck {
    /// `contentDisplay`: how the content folder is named in messages ("Content").
    package static func warnings(_ pages: [Page], contentDisplay: String) -> [Diagnostic] {
        let folder = contentDisplay.isEmpty || contentDisplay.hasSuffix("/") ? contentDisplay : contentDisplay + "/"
        return pages.flatMap { page in
            MarkdownFindings.find(in: page.body).map { finding in
                .warning(
                    finding.message,
                    at: SourceLocation(
                        path: folder + page.sourcePath, line: page.bodyLine + finding.line - 1,
                        column: finding.column))
            }
        }
    }
}
