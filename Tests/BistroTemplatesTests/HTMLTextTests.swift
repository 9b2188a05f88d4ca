import Testing

@testable import BistroTemplates

@Suite struct HTMLTextTests {
    @Test func escapesTheFiveMarkupCharacters() {
        #expect(
            HTMLText.escape(#"<script>alert("x") & 'y'</script>"#)
                == "&lt;script&gt;alert(&quot;x&quot;) &amp; &#39;y&#39;&lt;/script&gt;")
    }

    @Test func leavesOtherTextAlone() {
        #expect(HTMLText.escape("Crème brûlée 🍮 — $9.50") == "Crème brûlée 🍮 — $9.50")
        #expect(HTMLText.escape("") == "")
        #expect(HTMLText.escape("Zoë & Ünal") == "Zoë &amp; Ünal")
    }
}
