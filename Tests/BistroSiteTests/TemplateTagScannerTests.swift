import Testing

@testable import BistroTemplates

/// Tags are found with the line and column of their name, past comments spanning lines and set delimiters.
@Suite struct TemplateTagScannerTests {
    @Test func tagsAreFoundWithTheirNamesPositions() {
        let tags = TemplateTagScanner.tags(
            in: """
                {{! a comment
                over {{two}} lines }}<b>{{{ html }}}</b>{{& raw}}
                {{#items}}{{^empty}}{{/empty}}{{/items}}{{> partials/x}}{{<layout}}{{$main}}{{/main}}{{/layout}}
                {{%CONTENT_TYPE: TEXT}}{{=[[ ]]=}}[[name]]{{not}}[[={{ }}=]]{{uppercased(é.x)}}
                """)
        #expect(
            tags.map { "\($0.kind) \($0.name) \($0.line):\($0.column)" } == [
                "variable html 2:29", "variable raw 2:45",
                "section items 3:4", "invertedSection empty 3:14", "close empty 3:24", "close items 3:34",
                "partial partials/x 3:45", "parent layout 3:60", "block main 3:71", "close main 3:80",
                "close layout 3:89",
                "variable name 4:37", "variable uppercased(é.x) 4:63",
            ])
        #expect(tags.last?.valueName.name == "é.x")
        #expect(tags.last?.valueName.offset == 11)
    }
}
