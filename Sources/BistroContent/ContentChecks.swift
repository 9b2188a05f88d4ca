import BistroCore

/// Checks that span files: unique SKUs across menu and kits, unique category ids, page slugs and coupon
/// codes, images that exist, and coupons that name real SKUs or categories.
struct ContentChecks {
    let content: RestaurantContent
    let map: SourceMap
    let log: DiagnosticLog
    let fileExists: (String) -> Bool
    /// How a content-relative path is shown in diagnostics.
    let display: (String) -> String

    func run() {
        reportDuplicates(map.skus.map { ($0.sku, $0.location) }, what: "SKU")
        reportDuplicates(map.categoryIDs.map { ($0.id, $0.location) }, what: "category id")
        reportDuplicates(map.couponCodes.map { (Coupon.normalize($0.code), $0.location) }, what: "coupon code")
        for (path, location) in map.images where !isSafeRelative(path) || !fileExists(path) {
            log.error("image \"\(path)\" not found in the content folder (paths are relative to it, e.g. \"images/burger.svg\")", at: location)
        }
        let targets = Set(map.skus.map(\.sku)).union(map.categoryIDs.map(\.id)).union(["kits"])
        for (target, location) in map.couponTargets where !targets.contains(target) {
            log.error("coupon applies to \"\(target)\", which is neither a SKU nor a category id", at: location)
        }
        var slugs: [String: String] = [:]
        for page in content.pages {
            if let other = slugs[page.slug] {
                log.error("page slug \"\(page.slug)\" is also used by \(display(other))", at: .file(display(page.sourcePath)))
            }
            slugs[page.slug] = page.sourcePath
        }
    }

    private func reportDuplicates(_ entries: [(String, SourceLocation)], what: String) {
        var first: [String: SourceLocation] = [:]
        for (key, location) in entries {
            if let original = first[key] {
                log.error("duplicate \(what) \"\(key)\" (first defined at \(original))", at: location)
            } else {
                first[key] = location
            }
        }
    }

    /// Content paths stay inside the content folder: no absolute paths, no "..".
    private func isSafeRelative(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
