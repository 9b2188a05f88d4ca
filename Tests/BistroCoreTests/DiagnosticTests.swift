import Testing

@testable import BistroCore

@Suite struct DiagnosticTests {
    @Test func printsLikeACompiler() {
        let diagnostic = Diagnostic.error(
            "duplicate SKU", at: SourceLocation(path: "Content/menu.json", line: 12, column: 18))
        #expect(diagnostic.description == "Content/menu.json:12:18: error: duplicate SKU")
    }

    @Test func sortsByFileThenPosition() {
        let a = Diagnostic.error("x", at: SourceLocation(path: "a.json", line: 10, column: 1))
        let b = Diagnostic.error("y", at: SourceLocation(path: "a.json", line: 2, column: 5))
        let c = Diagnostic.error("z", at: SourceLocation(path: "Content/b.json", line: 1, column: 1))
        #expect([a, b, c].sorted() == [c, b, a])
    }
}
