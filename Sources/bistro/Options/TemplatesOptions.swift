import ArgumentParser
import Foundation

/// `--templates`, shared by the commands that render pages or messages. The built-in templates are compiled
/// into `bistro`; a folder only overrides them file by file, so a restaurant without one still builds.
struct TemplatesOptions: ParsableArguments {
    @Option(
        name: .long,
        help: ArgumentHelp(
            "The templates folder; its files override the built-in templates of the same name (default: "
                + "Templates, when it exists).",
            valueName: "dir"), completion: .directory)
    var templates: String?

    /// Stops with what to do when `--templates` names no folder (without it, none is needed).
    func requireFolder() throws(CommandFailure) {
        guard let templates else { return }
        let folder = CommandLinePath(templates)
        guard !folder.isFolder else { return }
        if folder.exists {
            throw CommandFailure("\(folder.shown) is not a folder (give the templates folder with --templates DIR)")
        }
        throw CommandFailure(
            "no templates folder at \(folder.shown) (give its path with --templates DIR, or leave "
                + "--templates out to use the built-in templates)"
        )
    }

    /// The folder to lay over the built-in templates: the one given (an error later if it is missing),
    /// else `Templates` when it exists, else none.
    var folder: String? {
        if let templates { return templates }
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: "Templates", isDirectory: &isDirectory) && isDirectory.boolValue
            ? "Templates" : nil
    }
}
