import BistroCore

/// Finds names templates look up that no page has: Mustache renders a misspelt `{{nmae}}` as nothing,
/// silently. Templates are followed the way Mustache renders them: each page template starts with the
/// page's values alone on the context stack; a section over a name puts that value (each element of a
/// list) on top, and names inside look there first, then outward; a partial (`{{> name}}`, a layout
/// through `{{< name}}`, `{{{rendered.NAME}}}`) is followed with the stack it is rendered with. A name is
/// known when it resolves in at least one of the places its template is rendered from; a template no page
/// reaches is checked with the page's values alone. Templates under `mail/` render messages, not pages,
/// and are not checked.
package struct TemplateNameCheck: Sendable {
    /// What every page is rendered with.
    package let root: TemplateNameTree
    /// The templates rendered as pages.
    package let pageTemplates: [String]

    package init(root: TemplateNameTree, pageTemplates: [String]) {
        self.root = root
        self.pageTemplates = pageTemplates
    }

    /// A warning, at the name, for every name in the owner's templates that resolves nowhere, with the
    /// closest known name when one is near. `builtIn`: Bistro's own templates too (for its tests).
    package func warnings(_ templates: TemplateSet, builtIn: Bool = false) -> [Diagnostic] {
        let checked = templates.sources.values.filter { !TemplateSet.isPlainText($0.name) }
        var walk = Walk(
            tags: Dictionary(uniqueKeysWithValues: checked.map { ($0.name, TemplateTagScanner.tags(in: $0.text)) }))
        for name in pageTemplates where walk.tags[name] != nil { walk.visit(name, stack: [root], depth: 0) }
        for name in walk.tags.keys.sorted() where !walk.reached.contains(name) {
            walk.visit(name, stack: [root], depth: 0)
        }
        var diagnostics: [Diagnostic] = []
        for source in checked where builtIn || !source.isBuiltIn {
            let tags = walk.tags[source.name] ?? []
            for (index, failure) in (walk.failures[source.name] ?? [:]).sorted(by: { $0.key < $1.key })
            where !(walk.resolved[source.name]?.contains(index) ?? false) {
                let tag = tags[index]
                let written = failure.prefix + failure.segment
                var message = "no page has a value named \"\(written)\""
                if let near = NameSuggestion.closest(to: failure.segment, in: failure.candidates) {
                    message += " (did you mean \(failure.prefix + near)?)"
                }
                diagnostics.append(
                    .warning(
                        message,
                        at: SourceLocation(
                            path: source.displayPath, line: tag.line,
                            column: tag.column + tag.valueName.offset)))
            }
        }
        return diagnostics.sorted()
    }
}

/// One pass over the templates (see `TemplateNameCheck`).
private struct Walk {
    /// A name that did not resolve where it was looked up: the part that did ("item."), the name that
    /// did not ("nmae"), and the names that were there instead.
    struct Failure {
        var prefix: String
        var segment: String
        var candidates: Set<String>
    }

    private struct Visit: Hashable {
        var template: String
        var stack: [ObjectIdentifier]
    }

    let tags: [String: [TemplateTag]]
    /// Tags (by index) that resolved at least once, by template.
    var resolved: [String: Set<Int>] = [:]
    var failures: [String: [Int: Failure]] = [:]
    var reached: Set<String> = []
    private var visited: Set<Visit> = []

    /// Deeper than this, a template including itself is not followed further.
    private static let maximumDepth = 16

    init(tags: [String: [TemplateTag]]) { self.tags = tags }

    mutating func visit(_ template: String, stack: [TemplateNameTree], depth: Int) {
        guard depth <= Self.maximumDepth, let templateTags = tags[template],
            visited.insert(Visit(template: template, stack: stack.map(ObjectIdentifier.init))).inserted
        else { return }
        reached.insert(template)
        var frames = stack
        // Whether each open section, block or parent put a value on the stack.
        var pushed: [Bool] = []
        for (index, tag) in templateTags.enumerated() {
            switch tag.kind {
            case .variable:
                _ = lookUp(tag, index, in: template, frames: frames, depth: depth)
            case .section:
                frames.append(lookUp(tag, index, in: template, frames: frames, depth: depth) ?? .leaf)
                pushed.append(true)
            case .invertedSection:
                _ = lookUp(tag, index, in: template, frames: frames, depth: depth)
                pushed.append(false)
            case .block:
                pushed.append(false)
            case .parent:
                visit(tag.name, stack: frames, depth: depth + 1)
                pushed.append(false)
            case .partial:
                visit(tag.name, stack: frames, depth: depth + 1)
            case .close:
                if pushed.popLast() == true, frames.count > stack.count { frames.removeLast() }
            }
        }
    }

    /// Resolves a tag's name as Mustache does: its first part on the innermost value that has it, the
    /// rest inside that. Returns what the name holds, or nil when it resolves nowhere (noted as a failure).
    private mutating func lookUp(
        _ tag: TemplateTag, _ index: Int, in template: String, frames: [TemplateNameTree], depth: Int
    )
        -> TemplateNameTree?
    {
        let name = tag.valueName.name
        if name.isEmpty || name == "." {
            resolved[template, default: []].insert(index)
            return frames.last
        }
        let segments = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard let level = frames.lastIndex(where: { $0.children[segments[0]] != nil }) else {
            fail(
                template, index,
                Failure(prefix: "", segment: segments[0], candidates: Set(frames.flatMap(\.children.keys))))
            return nil
        }
        var node = frames[level].children[segments[0]]!
        var prefix = segments[0] + "."
        for segment in segments.dropFirst() {
            if let folder = node.partialFolder {
                let partial = folder + segment
                guard tags[partial] != nil else {
                    let names = tags.keys.filter { $0.hasPrefix(folder) && !$0.dropFirst(folder.count).contains("/") }
                    fail(
                        template, index,
                        Failure(
                            prefix: prefix, segment: segment,
                            candidates: Set(names.map { String($0.dropFirst(folder.count)) })))
                    return nil
                }
                // Rendered with the page's values, and the value that answered on top of them.
                visit(partial, stack: level == 0 ? [frames[0]] : [frames[0], frames[level]], depth: depth + 1)
                node = .leaf
            } else if let child = node.children[segment] {
                node = child
            } else {
                fail(template, index, Failure(prefix: prefix, segment: segment, candidates: Set(node.children.keys)))
                return nil
            }
            prefix += segment + "."
        }
        resolved[template, default: []].insert(index)
        return node
    }

    private mutating func fail(_ template: String, _ index: Int, _ failure: Failure) {
        if var known = failures[template]?[index], known.prefix == failure.prefix, known.segment == failure.segment {
            known.candidates.formUnion(failure.candidates)
            failures[template]![index] = known
        } else if failures[template]?[index] == nil {
            failures[template, default: [:]][index] = failure
        }
    }
}
