import Foundation

/// Recognises the public site folder, so private output (the owner's report) is never written into it.
package enum PublicSiteFolder {
    /// The public folder `path` would land in, or nil: `defaultOutput` ("Site") or any folder that holds a
    /// `bistro build` manifest, whether `path`'s own folder or one above it. Symbolic links and ".." are
    /// resolved first, so neither can hide the site.
    package static func containing(_ path: String, defaultOutput: String = "Site") -> String? {
        let target = resolve(URL(fileURLWithPath: path).deletingLastPathComponent().path)
        let site = resolve(defaultOutput)
        if target == site || target.hasPrefix(site + "/") { return defaultOutput }
        var folder = target
        while true {
            if FileManager.default.fileExists(atPath: folder + "/" + SiteWriter.manifestName) { return folder }
            let parent = (folder as NSString).deletingLastPathComponent
            if parent == folder || parent.isEmpty { return nil }
            folder = parent
        }
    }

    /// Absolute, standardized, with the symbolic links of its existing part resolved.
    private static func resolve(_ path: String) -> String {
        var url = URL(fileURLWithPath: path).standardizedFileURL
        var missing: [String] = []
        while !FileManager.default.fileExists(atPath: url.path), url.path != "/" {
            missing.insert(url.lastPathComponent, at: 0)
            url.deleteLastPathComponent()
        }
        var resolved = url.resolvingSymlinksInPath().path
        for component in missing { resolved += (resolved.hasSuffix("/") ? "" : "/") + component }
        return resolved
    }
}
