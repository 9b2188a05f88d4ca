import BistroCore

/// Checks that span files: unique SKUs across menu and kits, unique category ids, page slugs and coupon
/// codes, images that exist, and coupons that name real SKUs or categories.
struct ContentChecks {
    let content: RestaurantContent
    let map: SourceMap
    let log: DiagnosticLog
    let fileExists: (String) -> Bool
    /// Whether images named by the catalogue must exist (the site's check; orders don't show pictures).
    var checksImages = true
    /// How a content-relative path is shown in diagnostics.
    let display: (String) -> String

    func run() {
        reportDuplicates(map.skus, key: \.sku, location: \.location, what: "SKU")
        reportDuplicates(map.categoryIDs, key: \.id, location: \.location, what: "category id")
        reportDuplicates(map.couponCodes, key: { Coupon.normalize($0.code) }, location: \.location, what: "coupon code")
        // Many items may show the same picture: each path is looked up once.
        var found: [String: Bool] = [:]
        for (path, location) in map.images where checksImages {
            let exists: Bool
            if let known = found[path] {
                exists = known
            } else {
                exists = isSafeRelative(path) && fileExists(path)
                found[path] = exists
            }
            if !exists {
                log.error(
                    "image \"\(path)\" not found in the content folder (paths are relative to it, e.g. "
                        + "\"images/burger.svg\")",
                    at: location)
            }
        }
        if !map.couponTargets.isEmpty {
            let targets = Set(map.skus.map(\.sku)).union(map.categoryIDs.map(\.id)).union(["kits"])
            for (target, location) in map.couponTargets where !targets.contains(target) {
                log.error("coupon applies to \"\(target)\", which is neither a SKU nor a category id", at: location)
            }
        }
        var slugs: [String: String] = [:]
        for page in content.pages {
            if let other = slugs[page.slug] {
                log.error(
                    "page slug \"\(page.slug)\" is also used by \(display(other))", at: .file(display(page.sourcePath)))
            }
            slugs[page.slug] = page.sourcePath
        }
    }

    private func reportDuplicates<Entry>(
        _ entries: [Entry], key: (Entry) -> String, location: (Entry) -> SourceLocation, what: String
    ) {
        var first: [String: Int] = [:]
        first.reserveCapacity(entries.count)
        for (index, entry) in entries.enumerated() {
            let key = key(entry)
            if let original = first[key] {
                log.error(
                    "duplicate \(what) \"\(key)\" (first defined at \(location(entries[original])))",
                    at: location(entry))
            } else {
                first[key] = index
            }
        }
    }

    /// Content paths stay inside the content folder: no absolute paths, no "..".
    private func isSafeRelative(_ path: String) -> Bool {
        !path.hasPrefix("/") && !path.split(separator: "/").contains("..")
    }
}
