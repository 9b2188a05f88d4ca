import BistroCore

extension SiteBuilder {
    /// Renders and writes the catalogue (pages, images, assets, menu.json…) into `report` and `manifest`;
    /// a full write first makes the resized copies of photos that have none yet (`PhotoCache`).
    /// A publisher that knows the activity its pages show (`shown`) renders only the files that show what
    /// moved since (`CatalogueChange`) and updates their manifest entries; otherwise every file is
    /// written and files the previous build made and this one doesn't are removed.
    func writeCatalogue(
        _ site: BuildSession.Rendering, shown: CatalogActivity?, fingerprint: BuildFingerprint, writer: SiteWriter,
        folderGuard: OutputFolderGuard, report: inout Report, manifest: inout SiteManifest
    ) throws {
        let photos = PhotoCache(output: folders.output)
        let files = SiteFile.all(model: site.model, templates: site.templates, photos: photos)
        defer { releaseInBackground(files) }
        let renderer = site.renderer
        if let shown,
            let change = CatalogueChange(from: shown, to: site.model.activity, catalog: site.model.content.catalog)
        {
            let touched = files.filter { change.touches($0.activityScope) }
            let written = try writer.update(paths: touched.map(\.path), in: &manifest, folderGuard: folderGuard) {
                try touched[$0].contents(renderer: renderer)
            }
            report.files.written = written.written
            report.catalogueRendered = touched.count
        } else {
            // A publisher's update above shows the same content, whose photos a full write prepared.
            report.photosResized = try photos.prepare(site.model.photos, contentFolder: folders.content)
            let pages = files.filter { if case .page = $0.source { true } else { false } }.count
            report.files = try writer.write(
                paths: files.map(\.path), fingerprint: fingerprint, pages: pages, folderGuard: folderGuard
            ) { index in
                try files[index].contents(renderer: renderer)
            }
            report.pages = pages
            report.catalogueRendered = files.count
            manifest = writer.previousManifest()
        }
    }
}
