import BistroCore
import Foundation
import Mustache

/// The templates and assets of one build, loaded and parsed once: Bistro's defaults, overlaid by the
/// owner's templates folder file by file (a `Templates/item.mustache` replaces the default item page,
/// `Templates/assets/style.css` the default stylesheet; anything not there keeps the default).
package struct TemplateSet: Sendable {
    /// The page templates every build needs.
    package static let pageTemplates = [
        "layout", "home", "menu", "category", "item", "kits", "kit", "page", "order", "book", "not-found",
    ]

    package let library: MustacheLibrary
    /// Files to publish under `assets/`, by path relative to the templates folder ("assets/style.css").
    package let assets: [String: [UInt8]]
    /// Every template's text, by name, for checks that read the source (see `TemplateNameCheck`).
    let sources: [String: TemplateSource]

    /// The defaults only.
    package static func defaults() throws(ContentError) -> TemplateSet {
        try load(directory: nil, displayDirectory: "")
    }

    /// Defaults overlaid by `directory` (nil for none). Every syntax error and reference to a missing
    /// partial is reported, as `path:line:column`, in one `ContentError`.
    package static func load(directory: URL?, displayDirectory: String) throws(ContentError) -> TemplateSet {
        let read = read(directory: directory, displayDirectory: displayDirectory)
        guard let templates = read.templates, read.diagnostics.isEmpty else { throw ContentError(read.diagnostics) }
        return templates
    }

    /// `load`, keeping the set beside its errors: every template's source, and the library of those that
    /// parsed, so that checks reading the sources (`TemplateNameCheck`) can report their findings with the
    /// syntax errors rather than after them. nil only when `directory` is not a folder.
    package static func read(
        directory: URL?, displayDirectory: String
    ) -> (templates: TemplateSet?, diagnostics: [Diagnostic]) {
        var sources: [String: TemplateSource] = [:]
        var assets: [String: [UInt8]] = [:]
        for file in DefaultTemplates.files {
            if file.path.hasPrefix("assets/") {
                assets[file.path] = file.bytes
            } else {
                let name = templateName(file.path)
                sources[name] = TemplateSource(
                    name: name, text: String(decoding: file.bytes, as: UTF8.self),
                    displayPath: "(built-in)/" + file.path, isBuiltIn: true)
            }
        }
        var diagnostics: [Diagnostic] = []
        if let directory {
            let display = displayDirectory.hasSuffix("/") ? displayDirectory : displayDirectory + "/"
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else {
                return (nil, [.error("templates folder does not exist", at: .file(displayDirectory))])
            }
            for relative in listFiles(directory) {
                let url = directory.appendingPathComponent(relative)
                guard let data = FileManager.default.contents(atPath: url.path) else {
                    diagnostics.append(.error("cannot read file", at: .file(display + relative)))
                    continue
                }
                if relative.hasPrefix("assets/") {
                    assets[relative] = [UInt8](data)
                } else if relative.hasSuffix(".mustache") {
                    guard let text = String(data: data, encoding: .utf8) else {
                        diagnostics.append(.error("file is not valid UTF-8", at: .file(display + relative)))
                        continue
                    }
                    let name = templateName(relative)
                    sources[name] = TemplateSource(
                        name: name, text: text, displayPath: display + relative, isBuiltIn: false)
                }
            }
        }
        var library = MustacheLibrary()
        _ = HTMLEscaping.registered
        for (name, source) in sources.sorted(by: { $0.key < $1.key }) {
            let pragma = isPlainText(name) ? plainTextPragma : HTMLEscaping.pragma
            do {
                library.register(try MustacheTemplate(string: pragma + source.text), named: name)
            } catch let error as MustacheTemplate.ParserError {
                diagnostics.append(
                    TemplateDiagnostics.diagnostic(
                        for: error, path: source.displayPath, text: source.text, prefixLength: pragma.utf8.count))
            } catch {
                diagnostics.append(.error("\(error)", at: .file(source.displayPath)))
            }
            diagnostics += TemplateDiagnostics.missingPartials(
                in: source.text, path: source.displayPath, known: Set(sources.keys))
        }
        return (TemplateSet(library: library, assets: assets, sources: sources), diagnostics.sorted())
    }

    /// Templates under `mail/` render plain-text messages: `{{name}}` inserts text as it is (no HTML
    /// escaping, which would turn "Ben & Jerry's" into "Ben &amp; Jerry&#39;s" in an email).
    static func isPlainText(_ name: String) -> Bool { name.hasPrefix("mail/") }

    static let plainTextPragma = "{{% CONTENT_TYPE: TEXT}}"

    /// "partials/nav.mustache" → "partials/nav".
    static func templateName(_ path: String) -> String {
        path.hasSuffix(".mustache") ? String(path.dropLast(".mustache".count)) : path
    }

    /// Regular files below `directory`, relative, sorted; hidden files and folders skipped.
    static func listFiles(_ directory: URL) -> [String] {
        listAllFiles(directory).filter { !$0.split(separator: "/").contains(where: { $0.hasPrefix(".") }) }
    }

    /// Regular files below `directory`, relative, sorted, hidden ones included. A `directory` that is a
    /// symbolic link (as the repository's `Templates` is) is followed.
    package static func listAllFiles(_ directory: URL) -> [String] {
        // FileManager's enumerator does not descend into a root that is a symbolic link: it lists nothing.
        guard let enumerator = FileManager.default.enumerator(atPath: directory.resolvingSymlinksInPath().path) else {
            return []
        }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(
                atPath: directory.appendingPathComponent(relative).path, isDirectory: &isDirectory),
                !isDirectory.boolValue
            {
                files.append(relative)
            }
        }
        return files.sorted()
    }

    /// Renders `name` with `context`.
    package func render(_ name: String, _ context: Any) -> String {
        library.render(context, withTemplate: name) ?? ""
    }
}
