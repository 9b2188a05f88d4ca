import Testing

@testable import BistroJSON

/// The shared reader on small documents: what it returns, and every problem it reports with its kind,
/// position and words.
@Suite struct JSONObjectReaderTests {
    /// A reader over `json`'s root object and the problems it reported (so far).
    final class Read {
        var problems: [JSONShapeProblem] = []
        var reader: JSONObjectReader?

        init(_ json: String, context: String = "menu item", known: [String], nullMeansAbsent: Bool = false) throws {
            let node = try JSONParser.parse(json)
            reader = JSONObjectReader(node, context: context, knownKeys: known, nullMeansAbsent: nullMeansAbsent) {
                [unowned self] in
                problems.append($0)
            }
        }

        var messages: [String] { problems.map(\.message) }
    }

    @Test func readsEveryTypeItKnows() throws {
        let read = try Read(
            #"{"s": "x", "b": true, "i": 12, "d": -1.5, "n": 1e400, "a": [1, "y"], "l": ["p", "q"], "o": {"k": 1}}"#,
            known: ["s", "b", "i", "d", "n", "a", "l", "o"])
        let reader = try #require(read.reader)
        #expect(reader.string("s") == "x")
        #expect(reader.bool("b") == true)
        #expect(reader.int("i", in: 0...100) == 12)
        #expect(reader.double("d", in: -2...2) == -1.5)
        #expect(reader.number("n") == "1e400")
        #expect(reader.array("a")?.count == 2)
        #expect(reader.stringArray("l") == ["p", "q"])
        #expect(reader.object("o", knownKeys: ["k"])?.int("k", in: 0...1) == 1)
        #expect(reader.string("absent") == nil)
        #expect(read.problems == [])
    }

    @Test func reportsUnknownAndRepeatedKeysAtTheKey() throws {
        let read = try Read(
            "{\"name\": \"a\",\n \"colour\": 1, \"name\": \"b\", \"colour\": 2}", known: ["sku", "name"])
        #expect(read.reader?.string("name") == "a", "the first of a repeated key is the one read")
        #expect(read.problems.map(\.kind) == [.unknownKey, .duplicateKey, .unknownKey])
        #expect(
            read.messages == [
                "unknown key \"colour\" in menu item (known keys: name, sku)",
                "duplicate key \"name\" in menu item",
                "unknown key \"colour\" in menu item (known keys: name, sku)",
            ])
        #expect(read.problems.map { [$0.line, $0.column] } == [[2, 2], [2, 15], [2, 28]])
    }

    @Test func reportsAValueThatIsNotAnObject() throws {
        let read = try Read("[1]", context: "the order", known: [])
        #expect(read.reader == nil)
        #expect(
            read.problems == [
                JSONShapeProblem(.wrongType, "the order must be an object, found an array", line: 1, column: 1)
            ])
    }

    @Test func reportsAMissingRequiredKeyAtTheObject() throws {
        let read = try Read(#"  {"sku": "A"}"#, known: ["sku", "name"])
        #expect(read.reader?.string("name", required: true) == nil)
        #expect(read.reader?.string("name") == nil, "an optional key may be absent")
        #expect(
            read.problems == [
                JSONShapeProblem(.missingKey, "menu item is missing required key \"name\"", line: 1, column: 3)
            ])
    }

    @Test func wordsWrongTypesTheSameForEveryAccessor() throws {
        let read = try Read(
            #"{"s": 1, "b": "yes", "i": "2", "d": [], "n": "3", "a": {}, "l": "x", "m": ["x", 2], "o": 5}"#,
            known: ["s", "b", "i", "d", "n", "a", "l", "m", "o"])
        let reader = try #require(read.reader)
        #expect(reader.string("s") == nil && reader.bool("b") == nil && reader.int("i", in: 0...9) == nil)
        #expect(reader.double("d", in: 0...9) == nil && reader.number("n") == nil && reader.array("a") == nil)
        #expect(
            reader.stringArray("l") == nil && reader.stringArray("m") == nil && reader.object("o", knownKeys: []) == nil
        )
        #expect(read.problems.allSatisfy { $0.kind == .wrongType })
        #expect(
            read.messages == [
                "\"s\" must be a string, found a number",
                "\"b\" must be true or false, found a string",
                "\"i\" must be an integer, found a string",
                "\"d\" must be a number, found an array",
                "\"n\" must be a number, found a string",
                "\"a\" must be an array, found an object",
                "\"l\" must be an array of strings, found a string",
                "\"m\" must be an array of strings, found a number",
                "\"o\" must be an object, found a number",
            ])
        #expect(read.problems[7].column == 81, "a wrong element is reported at the element")
    }

    @Test func reportsNumbersOutOfRange() throws {
        let read = try Read(#"{"a": 1.5, "b": 101, "c": 91, "d": 1e999, "e": 0.25}"#, known: ["a", "b", "c", "d", "e"])
        let reader = try #require(read.reader)
        #expect(reader.int("a", in: 0...100) == nil)
        #expect(reader.int("b", in: 0...100) == nil)
        #expect(reader.double("c", in: -90...90) == nil)
        #expect(reader.double("d", in: -90...90) == nil, "not finite")
        #expect(reader.double("e", in: 0.5...1.5) == nil)
        #expect(read.problems.allSatisfy { $0.kind == .outOfRange })
        #expect(
            read.messages == [
                "\"a\" must be an integer from 0 to 100, found 1.5",
                "\"b\" must be an integer from 0 to 100, found 101",
                "\"c\" must be a number from -90 to 90, found 91",
                "\"d\" must be a number from -90 to 90, found 1e999",
                "\"e\" must be a number from 0.5 to 1.5, found 0.25",
            ])
    }

    @Test func checksFreeTextWhenAskedTo() throws {
        let long = String(repeating: "é", count: 11)
        let read = try Read(
            #"{"a": "\#(long)", "b": "a\u0007b", "c": "a\nb", "d": "a\nb", "e": "x\u202Ey", "f": " \u3000 ", "g": "ok"}"#,
            known: ["a", "b", "c", "d", "e", "f", "g"])
        let reader = try #require(read.reader)
        #expect(reader.string("a", limits: .singleLine(maxLength: 10)) == nil)
        #expect(reader.string("a", limits: .singleLine(maxLength: 11)) == long, "length counts Unicode scalars")
        #expect(reader.string("b", limits: .multiline(maxLength: 10)) == nil)
        #expect(reader.string("c", limits: .singleLine(maxLength: 10)) == nil)
        #expect(reader.string("d", limits: .multiline(maxLength: 10)) == "a\nb")
        #expect(reader.string("e", limits: .multiline(maxLength: 10)) == nil)
        #expect(reader.string("f", nonEmpty: true) == nil)
        #expect(reader.string("g", nonEmpty: true, limits: .singleLine(maxLength: 2)) == "ok")
        #expect(read.problems.allSatisfy { $0.kind == .invalidText })
        #expect(
            read.messages == [
                "\"a\" is longer than 10 characters",
                "\"b\" contains control characters",
                "\"c\" contains control characters",
                "\"e\" contains control characters",
                "\"f\" must not be empty",
            ])
    }

    @Test func nullIsAbsentOnlyWhenAsked() throws {
        let json = #"{"name": null, "tip": null}"#
        let content = try Read(json, known: ["name", "tip"])
        #expect(content.reader?.string("name") == nil)
        #expect(content.reader?.has("tip") == true)
        #expect(content.messages == ["\"name\" must be a string, found null"])

        let order = try Read(json, context: "the order", known: ["name", "tip"], nullMeansAbsent: true)
        #expect(order.reader?.string("name") == nil)
        #expect(order.reader?.has("tip") == false)
        #expect(order.reader?.member("tip")?.value == .null, "the value as written is still there")
        #expect(order.reader?.string("name", required: true) == nil)
        #expect(order.messages == ["the order is missing required key \"name\""])
    }

    @Test func nestedObjectsShareTheSinkAndAreNamedByTheirKey() throws {
        let read = try Read(
            #"{"customer": {"nickname": 1, "name": 2}, "items": [{"sku": 3}, "x"]}"#, context: "the order",
            known: ["customer", "items"], nullMeansAbsent: true)
        let order = try #require(read.reader)
        let customer = try #require(order.object("customer", knownKeys: ["name"]))
        #expect(customer.nullMeansAbsent)
        #expect(customer.string("name") == nil)
        let items = try #require(order.array("items"))
        #expect(order.nested(items[0], context: "an item", knownKeys: ["sku"])?.string("sku") == nil)
        #expect(order.nested(items[1], context: "an item", knownKeys: ["sku"]) == nil)
        #expect(
            read.messages == [
                "unknown key \"nickname\" in \"customer\" (known keys: name)",
                "\"name\" must be a string, found a number",
                "\"sku\" must be a string, found a number",
                "an item must be an object, found a string",
            ])
    }

    @Test func clipsHostileKeysInMessages() throws {
        let key = String(repeating: "k", count: 39) + "\u{1B}[2J" + String(repeating: "z", count: 100)
        let read = try Read(#"{"\#(key)": 1}"#.replacingOccurrences(of: "\u{1B}", with: "\\u001b"), known: ["a"])
        #expect(
            read.messages == ["unknown key \"\(String(repeating: "k", count: 39))?…\" in menu item (known keys: a)"])
    }

    @Test func reportsTheCallersOwnFindingsAtTheValue() throws {
        let read = try Read(#"{"zone": "Mars/Olympus"}"#, known: ["zone", "other"])
        let reader = try #require(read.reader)
        reader.report("unknown time zone", at: "zone")
        reader.report("needs \"other\"", at: "other")
        #expect(
            read.problems == [
                JSONShapeProblem(.invalidValue, "unknown time zone", line: 1, column: 10),
                JSONShapeProblem(.invalidValue, "needs \"other\"", line: 1, column: 1),
            ])
    }
}
