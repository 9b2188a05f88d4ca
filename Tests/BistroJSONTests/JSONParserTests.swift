import Testing

@testable import BistroJSON

@Suite struct JSONParserTests {
    @Test func recordsLineAndColumnOfEveryValue() throws {
        let node = try JSONParser.parse("{\n  \"a\": [1, \"x\"],\n  \"b\": null\n}")
        guard case .object(let members) = node.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect((members[0].keyLine, members[0].keyColumn) == (2, 3))
        #expect((members[0].value.line, members[0].value.column) == (2, 8))
        guard case .array(let elements) = members[0].value.value else { Issue.record("not an array"); return }
        #expect((elements[1].line, elements[1].column) == (2, 12))
        #expect((members[1].value.line, members[1].value.column) == (3, 8))
    }

    @Test func keepsNumbersAsWritten() throws {
        let node = try JSONParser.parse("[12.50, -0, 1e400, 99999999999999999999]")
        guard case .array(let elements) = node.value else { Issue.record("not an array"); return }
        #expect(
            elements.map(\.value) == [
                .number("12.50"), .number("-0"), .number("1e400"), .number("99999999999999999999"),
            ])
    }

    @Test func decodesEscapesAndSurrogatePairs() throws {
        let node = try JSONParser.parse(#""caf\u00e9 \ud83c\udf54 \"q\" \\ \n""#)
        #expect(node.value == .string("café 🍔 \"q\" \\ \n"))
    }

    @Test func skipsAByteOrderMark() throws {
        let node = try JSONParser.parse([0xEF, 0xBB, 0xBF] + Array("{}".utf8))
        #expect(node.value == .object([]))
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("[1, 2", 1, 6, "unexpected end of file"),
        ("{\"a\" 1}", 1, 6, "expected ':'"),
        ("\n\n  [01]", 3, 5, "leading zero"),
        ("\"abc", 1, 5, "unterminated string"),
        ("\"a\tb\"", 1, 3, "control character"),
        ("\"\\ud800\"", 1, 8, "unpaired surrogate"),
        ("\"\\x\"", 1, 3, "invalid escape"),
        ("{} {}", 1, 4, "after the JSON value"),
        ("tru", 1, 1, "expected a value"),
        ("", 1, 1, "unexpected end of file"),
    ])
    func reportsSyntaxErrorsWithPosition(text: String, line: Int, column: Int, message: String) {
        do {
            _ = try JSONParser.parse(text)
            Issue.record("parsed invalid JSON: \(text)")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func limitsNesting() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(deep) }
        let allowed = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(throws: Never.self) { try JSONParser.parse(allowed) }
    }

    @Test func rejectsInvalidUTF8InStrings() {
        #expect(throws: JSONSyntaxError.self) { try JSONParser.parse([0x22, 0xFF, 0xFE, 0x22]) }
    }
}
