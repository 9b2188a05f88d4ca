import BistroCore
import Foundation
import Mustache

/// Template problems as positioned diagnostics.
enum TemplateDiagnostics {
    /// `prefixLength`: bytes Bistro put in front of the owner's first line (the escaping pragma). `text`:
    /// the template as the owner wrote it, to name the open section a closing tag does not match.
    static func diagnostic(
        for error: MustacheTemplate.ParserError, path: String, text: String = "", prefixLength: Int = 0
    ) -> Diagnostic {
        if case .sectionCloseNameIncorrect = error.error as? MustacheTemplate.Error,
            let mismatch = SectionNesting.firstMismatch(in: text)
        {
            return .error(
                "template syntax: closing tag \"\(mismatch.close.name)\" does not match the open section "
                    + "\"\(mismatch.open.name)\" (opened at line \(mismatch.open.line))",
                at: SourceLocation(path: path, line: mismatch.close.line, column: mismatch.close.column))
        }
        let line = error.context.lineNumber
        let column = line == 1 ? max(1, error.context.columnNumber - prefixLength) : error.context.columnNumber
        let location = SourceLocation(path: path, line: line, column: column)
        return .error("template syntax: \(describe(error.error))", at: location)
    }

    static func describe(_ error: Error) -> String {
        guard let error = error as? MustacheTemplate.Error else {
            // swift-mustache's internal reader errors: running off the end means a tag was never closed.
            let text = "\(error)"
            return text == "overflow" ? "unexpected end of template: a tag or section is not closed" : text
        }
        return switch error {
        case .sectionCloseNameIncorrect: "closing tag does not match the open section"
        case .unfinishedName: "unfinished tag (missing '}}'?)"
        case .expectedSectionEnd: "section is never closed"
        case .invalidSetDelimiter: "invalid set-delimiter tag"
        case .transformAppliedToInheritanceSection: "transforms cannot be applied to an inheritance section"
        case .illegalTokenInsideInheritSection: "only block definitions may appear inside an inheriting partial"
        case .textInsideInheritSection: "text is not allowed inside an inheriting partial, only blocks"
        case .invalidConfigVariableSyntax: "invalid pragma syntax"
        case .unrecognisedConfigVariable: "unknown pragma"
        }
    }

    /// `{{> name}}` and `{{< name}}` naming templates that don't exist (Mustache would render them as
    /// nothing, silently).
    static func missingPartials(in text: String, path: String, known: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                let afterOpen = rest[open.upperBound...]
                guard let kind = afterOpen.first, kind == ">" || kind == "<",
                    let close = afterOpen.range(of: "}}")
                else { rest = afterOpen; continue }
                let name = afterOpen[afterOpen.index(after: afterOpen.startIndex)..<close.lowerBound]
                    .trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, !name.hasPrefix("*"), !known.contains(name) {
                    let column = line.utf8.distance(from: line.startIndex, to: open.lowerBound) + 1
                    diagnostics.append(
                        .error(
                            "template \"\(name)\" does not exist",
                            at: SourceLocation(path: path, line: lineIndex + 1, column: column)))
                }
                rest = afterOpen[close.upperBound...]
            }
        }
        return diagnostics
    }
}
