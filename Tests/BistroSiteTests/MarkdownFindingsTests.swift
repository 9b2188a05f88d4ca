import Testing

@testable import BistroContent
@testable import BistroSite

/// Raw HTML and tables in Markdown are found where they are written.
@Suite struct MarkdownFindingsTests {
    static func found(_ markdown: String) -> [String] {
        MarkdownFindings.find(in: markdown).map { "\($0.line):\($0.column) \($0.kind)" }
    }

    @Test func aTableIsFoundAtItsHeaderRow() {
        #expect(
            Self.found(
                """
                Our hours:

                | Day | Hours |
                |-----|:-----:|
                | Mon | 11–9  |

                Sizes: small | large
                --- | ---

                - a list with a table:
                  Size | Price
                  ---|---

                ```
                | not | a table |
                |-----|---------|
                ```

                    | indented | code |
                    |---|---|

                A | B with no delimiter row.
                """) == ["3:1 table", "7:1 table", "11:3 table"])
    }

    @Test func rawHTMLIsFoundOncePerLine() {
        #expect(
            Self.found(
                """
                Text with <span class="x">a span</span> and <b>bold</b>.

                <div>
                a block
                </div>

                `<code>` and \\<escaped> are not HTML.
                """) == ["1:11 rawHTML", "3:1 rawHTML"])
    }

    /// Positions are the file's: the body's first line is the line after the front matter.
    @Test func pageWarningsArePositionedInTheFile() {
        let page = Page(
            title: "X", slug: "x", body: "\nIntro\n\n| a | b |\n|---|---|\n\nHi <em>there</em>\n",
            sourcePath: "pages/x.md", bodyLine: 5)
        #expect(
            PageMarkdownCheck.warnings([page], contentDisplay: "Content").map(\.description) == [
                #"Content/pages/x.md:8:1: warning: Markdown has no tables: these rows would show as text with "|"; write them as a list (see docs/content.md)"#,
                "Content/pages/x.md:11:4: warning: raw HTML is left out of the page (Markdown is published without HTML); write this in Markdown",
            ])
    }
}
