import BistroCore
import BistroSite

/// Publishes what the order book changed into the served site: `bistro build --db` into `--output`,
/// incremental (only the receipts and histories the journal names since the last build, and the
/// catalogue when its stock badges changed).
package struct SitePublisher: Sendable {
    package var folders: SiteBuilder.Folders
    package var databasePath: String

    package init(content: String, templates: String?, output: String, databasePath: String) {
        folders = SiteBuilder.Folders(content: content, templates: templates, output: output)
        self.databasePath = databasePath
    }

    @discardableResult
    package func publish(now: Timestamp) throws(SiteBuildError) -> SiteBuilder.Report {
        try SiteBuilder(folders: folders, orderBook: OrderBookInput(databasePath: databasePath, now: now)).build()
    }
}
