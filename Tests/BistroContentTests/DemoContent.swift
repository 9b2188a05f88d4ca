import Foundation

/// The repository's demo restaurant, `Content/` at the package root.
let demoContent = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Content")
