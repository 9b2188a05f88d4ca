@testable import BistroSite
import Testing

@Suite struct MarkdownRendererTests {
    @Test func rendersEmphasisAndParagraphs() {
        #expect(MarkdownRenderer.html("A **bold** *move*.") == "<p>A <strong>bold</strong> <em>move</em>.</p>\n")
    }

    @Test func rawHTMLAndScriptLinksDoNotComeThrough() {
        let html = MarkdownRenderer.html("Hi <script>alert(1)</script>\n\n<script>alert(2)</script>\n\n[x](javascript:alert(3))")
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("raw HTML omitted"))
    }

    @Test func headingsArePushedDown() {
        #expect(MarkdownRenderer.html("# Title", headingOffset: 2) == "<h3>Title</h3>\n")
        #expect(MarkdownRenderer.html("###### Deep", headingOffset: 2) == "<h6>Deep</h6>\n")
    }

    @Test func plainTextSummary() {
        let rendered = MarkdownRenderer.render("# Soup\n\nA *hot* bowl\nof `peas`.")
        #expect(rendered.plainText == "Soup A hot bowl of peas.")
        #expect(RenderedMarkdown(html: "", plainText: "one two three").summary(limit: 8) == "one two…")
    }
}
