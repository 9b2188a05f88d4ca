import BistroCore
import Foundation
import Synchronization

/// Publishes what the order book changed into the served site, for as long as `bistro serve` runs:
/// `bistro build --db` into `output` through the same code (`SiteBuilder.build(_:)`), incremental (only the
/// receipts and histories the journal names since the last publish, and the catalogue when its stock
/// badges changed).
///
/// The first publish reads and fingerprints content and templates and checks them, as `bistro build`
/// does; later ones reuse them, the site model (made again only when the badges changed), its renderer and
/// one connection to the book, so a publish costs the pages it writes. `reload` reads content and templates
/// again (after an edit).
package final class SitePublisher: Sendable {
    private let folders: SiteBuilder.Folders
    private let databasePath: String
    private let session = Mutex(BuildSession(eager: true))

    package init(content: String, templates: String?, output: String, databasePath: String) {
        folders = SiteBuilder.Folders(content: content, templates: templates, output: output)
        self.databasePath = databasePath
    }

    /// Publishes what changed in the book since the last publish into this folder (by this publisher or
    /// any other build), with content and templates as the first publish (or the last `reload`) read them.
    @discardableResult
    package func publish(now: Timestamp) throws(SiteBuildError) -> SiteBuilder.Report {
        try publish(builder(now: now))
    }

    /// `publish(now:)` without the catalogue when only the book's stock and badges changed for it: the
    /// receipts and histories the new entries name are written, and the report's `catalogueBehind` says
    /// that a `publish(now:)` should follow. The server answers an order after this one and brings the
    /// menu's stock up to date a moment later, once for all the orders of that moment.
    package func publishOrderPages(now: Timestamp) throws(SiteBuildError) -> SiteBuilder.Report {
        try publish(builder(now: now, deferringCatalogue: true))
    }

    private func publish(_ builder: SiteBuilder) throws(SiteBuildError) -> SiteBuilder.Report {
        return try session.withLock { (session) throws(SiteBuildError) in
            do throws(SiteBuildError) {
                return try builder.build(&session)
            } catch {
                // Content or templates with errors are read again by the next publish, as by the next build.
                if case .invalid = error { session.forgetInput() }
                throw error
            }
        }
    }

    /// Reads content and templates again and publishes what their change changed (as `bistro build` after
    /// an edit: the whole site when they differ). With errors nothing is written, they are thrown, and
    /// later publishes go on with what was read before.
    @discardableResult
    package func reload(now: Timestamp) throws(SiteBuildError) -> SiteBuilder.Report {
        let builder = builder(now: now)
        return try session.withLock { (session) throws(SiteBuildError) in
            let kept = session
            session.forgetInput()
            do throws(SiteBuildError) {
                return try builder.build(&session)
            } catch {
                if case .invalid = error { session = kept }
                throw error
            }
        }
    }

    private func builder(now: Timestamp, deferringCatalogue: Bool = false) -> SiteBuilder {
        SiteBuilder(
            folders: folders, orderBook: OrderBookInput(databasePath: databasePath, now: now),
            deferringCatalogue: deferringCatalogue)
    }
}
