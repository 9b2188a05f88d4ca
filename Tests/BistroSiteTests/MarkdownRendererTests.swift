import Testing

@testable import BistroSite

@Suite struct MarkdownRendererTests {
    @Test func rendersEmphasisAndParagraphs() {
        #expect(MarkdownRenderer.html("A **bold** *move*.") == "<p>A <strong>bold</strong> <em>move</em>.</p>\n")
    }

    @Test func rawHTMLAndScriptLinksDoNotComeThrough() {
        let html = MarkdownRenderer.html(
            "Hi <script>alert(1)</script>\n\n<script>alert(2)</script>\n\n[x](javascript:alert(3))")
        #expect(!html.contains("<script"))
        #expect(!html.contains("javascript:"))
        #expect(html.contains("raw HTML omitted"))
    }

    /// cmark's safe mode would write `<img src="">` (invalid HTML) for these; they show their alt text.
    @Test func imagesWithDangerousURLsBecomeTheirAltText() {
        let html = MarkdownRenderer.html(
            """
            A ![first *alt*](javascript:alert(7)) b ![](JaVaScRiPt:x) ![page](data:text/html,x) \
            ![pic](/images/x.png) ![dot](data:image/png;base64,AA==)
            """)
        #expect(
            html == """
                <p>A first alt b  page <img src="/images/x.png" alt="pic" /> <img src="data:image/png;base64,AA==" alt="dot" /></p>\n
                """)
        // An image inside another image's description: both dangerous, both become text.
        #expect(MarkdownRenderer.html("![outer ![inner](javascript:a)](javascript:b)") == "<p>outer inner</p>\n")
        #expect(MarkdownRenderer.isDangerous("FILE:///etc/passwd"))
        #expect(MarkdownRenderer.isDangerous("vbscript:msgbox(1)"))
        #expect(!MarkdownRenderer.isDangerous("https://example.com/x.png"))
    }

    /// Images and links to the site's own files get the root path, like every link Bistro writes.
    @Test func sitePathsGetTheRootPath() {
        let html = MarkdownRenderer.html(
            """
            ![dish](images/dish.svg) ![logo](/images/logo.svg) [menu](menu/) [home](/) \
            [far](https://example.com/x) [mail](mailto:a@b.example) [top](#top) [up](../x) [net](//cdn.example/x.png)
            """, rootPath: "/cafe/")
        #expect(
            html == """
                <p><img src="/cafe/images/dish.svg" alt="dish" /> <img src="/cafe/images/logo.svg" alt="logo" /> \
                <a href="/cafe/menu/">menu</a> <a href="/cafe/">home</a> \
                <a href="https://example.com/x">far</a> <a href="mailto:a@b.example">mail</a> <a href="#top">top</a> \
                <a href="../x">up</a> <a href="//cdn.example/x.png">net</a></p>\n
                """)
        #expect(
            MarkdownRenderer.html("![dish](images/dish.svg)")
                == "<p><img src=\"/images/dish.svg\" alt=\"dish\" /></p>\n")
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
