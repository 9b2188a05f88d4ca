import Foundation

/// A file or folder named on the command line (or by a default), as messages show it and as it is on disk.
struct CommandLinePath {
    let path: String

    init(_ path: String) { self.path = path }

    /// The way it can be typed again: "./Content" for the relative "Content", other paths as given.
    var shown: String {
        path.hasPrefix("/") || path.hasPrefix(".") || path.hasPrefix("~") ? path : "./" + path
    }

    var exists: Bool { FileManager.default.fileExists(atPath: path) }

    var isFolder: Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The folder it is in, as messages show it.
    var parent: CommandLinePath {
        let folder = (path as NSString).deletingLastPathComponent
        return CommandLinePath(folder.isEmpty ? "." : folder)
    }
}
