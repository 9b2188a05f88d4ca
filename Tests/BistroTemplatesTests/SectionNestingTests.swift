import Testing

@testable import BistroTemplates

/// The section a wrongly named closing tag should have closed, and where it was opened.
@Suite struct SectionNestingTests {
    @Test func theInnermostOpenSectionIsNamed() throws {
        let text = "{{<layout}}\n{{$main}}\n{{#item}}\n  {{^diets}}none{{/diets}}\n{{/items}}\n{{/main}}\n{{/layout}}\n"
        let mismatch = try #require(SectionNesting.firstMismatch(in: text))
        #expect(mismatch.open.name == "item")
        #expect(mismatch.open.line == 3)
        #expect(mismatch.close.name == "items")
        #expect((mismatch.close.line, mismatch.close.column) == (5, 4))
    }

    @Test func matchingSectionsHaveNoMismatch() {
        #expect(SectionNesting.firstMismatch(in: "{{#a}}{{#b}}{{x}}{{/b}}{{/a}} {{! {{/c}} }}") == nil)
    }
}
