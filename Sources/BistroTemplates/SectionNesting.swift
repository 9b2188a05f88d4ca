/// How a template's sections nest, read from its tags (`TemplateTagScanner`): swift-mustache says only
/// that a closing tag does not match, so this finds which section was open, and where.
enum SectionNesting {
    /// A closing tag and the section it should have closed.
    struct Mismatch: Equatable {
        /// `{{/name}}`, where its name is written.
        var close: TemplateTag
        /// The innermost section, block or inheriting partial open at that point.
        var open: TemplateTag
    }

    /// The first closing tag whose name is not the open section's, or nil when every one matches.
    static func firstMismatch(in text: String) -> Mismatch? {
        var open: [TemplateTag] = []
        for tag in TemplateTagScanner.tags(in: text) {
            switch tag.kind {
            case .section, .invertedSection, .block, .parent:
                open.append(tag)
            case .close:
                guard let innermost = open.popLast() else { continue }
                if innermost.name != tag.name { return Mismatch(close: tag, open: innermost) }
            case .variable, .partial:
                continue
            }
        }
        return nil
    }
}
