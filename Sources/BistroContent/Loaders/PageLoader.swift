import BistroCore
import Foundation
import Yams

/// Reads a Markdown page with YAML front matter between `---` lines: `title` (required), `slug`, `menuOrder`.
enum PageLoader {
    static func load(text: String, fileName: String, displayPath: String, log: DiagnosticLog) -> Page? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first?.trimmingCharacters(in: .whitespaces) == "---" else {
            log.error(
                "a page starts with YAML front matter between '---' lines, with at least a title",
                at: .file(displayPath))
            return nil
        }
        guard let end = lines.dropFirst().firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "---" }) else {
            log.error("front matter is not closed by a '---' line", at: .file(displayPath))
            return nil
        }
        let yaml = lines[1..<end].joined(separator: "\n")
        let body = lines[(end + 1)...].joined(separator: "\n")
        lines.removeAll()
        let mapping: Node.Mapping
        do {
            guard let node = try Yams.compose(yaml: yaml) else {
                log.error(
                    "front matter is empty; it needs at least a title",
                    at: SourceLocation(path: displayPath, line: 2, column: 1))
                return nil
            }
            guard let map = node.mapping else {
                log.error("front matter must be a mapping of keys to values", at: location(node, displayPath))
                return nil
            }
            mapping = map
        } catch let error as YamlError {
            log.error("invalid front matter: \(describe(error))", at: location(error, displayPath))
            return nil
        } catch {
            log.error("invalid front matter: \(error)", at: SourceLocation(path: displayPath, line: 2, column: 1))
            return nil
        }
        var title: String?, slug: String?, menuOrder: Int?
        for (keyNode, valueNode) in mapping {
            let key = keyNode.string ?? ""
            switch key {
            case "title": title = valueNode.string
            case "slug":
                slug = valueNode.string
                if let value = slug, !Slug.isValid(value) {
                    log.error(
                        "slug \"\(value)\" must be lowercase letters, digits and dashes",
                        at: location(valueNode, displayPath))
                    slug = nil
                }
            case "menuOrder":
                menuOrder = valueNode.int
                if menuOrder == nil { log.error("menuOrder must be an integer", at: location(valueNode, displayPath)) }
            default:
                log.error(
                    "unknown front matter key \"\(key)\" (known keys: menuOrder, slug, title)",
                    at: location(keyNode, displayPath))
            }
        }
        guard let title, !title.isEmpty else {
            log.error(
                "front matter is missing required key \"title\"",
                at: SourceLocation(path: displayPath, line: 2, column: 1))
            return nil
        }
        return Page(
            title: title, slug: slug ?? Slug.make(fileName), menuOrder: menuOrder, body: body,
            sourcePath: "pages/\(fileName).md",
            bodyLine: end + 2)
    }

    /// Front matter starts on the file's second line.
    private static func location(_ node: Node, _ path: String) -> SourceLocation {
        SourceLocation(path: path, line: (node.mark?.line ?? 1) + 1, column: node.mark?.column ?? 1)
    }

    private static func location(_ error: YamlError, _ path: String) -> SourceLocation {
        switch error {
        case .scanner(_, _, let mark, _), .parser(_, _, let mark, _), .composer(_, _, let mark, _):
            return SourceLocation(path: path, line: mark.line + 1, column: mark.column)
        default:
            return SourceLocation(path: path, line: 2, column: 1)
        }
    }

    private static func describe(_ error: YamlError) -> String {
        switch error {
        case .scanner(let context, let problem, _, _), .parser(let context, let problem, _, _),
            .composer(let context, let problem, _, _):
            return [context?.text, problem].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: " ")
        default:
            return "\(error)"
        }
    }
}
