import BistroCore
import BistroJSON

/// A warning, at the word, for each diet of a menu item that misspells one Bistro knows ("glutenfree"): it
/// would be shown as its own label, without the diet filter's usual word or a schema.org diet.
enum DietCheck {
    static func check(_ node: JSONNode?, path: String, log: DiagnosticLog) {
        guard case .array(let elements)? = node?.value else { return }
        for element in elements {
            guard case .string(let word) = element.value, let known = KnownDiets.misspelt(word) else { continue }
            log.warning(
                "unknown diet \"\(word)\" (did you mean \"\(known)\"?); as written it gets no schema.org diet and "
                    + "a filter of its own",
                at: SourceLocation(path: path, line: element.line, column: element.column))
        }
    }
}
