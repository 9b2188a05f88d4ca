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
///
/// It also renders the pages `bistro serve` answers on request rather than publishes (a booking's page:
/// `bookingPage(_:)`), with the same content, templates and model.
package final class SitePublisher: Sendable {
    private let folders: SiteBuilder.Folders
    private let databasePath: String
    private let session = Mutex(BuildSession(eager: true))
    /// The renderer of the last successful publish, for the pages rendered on request, which then never wait
    /// for a publish in progress; nil until one is made (`renderer()`).
    private let lastRenderer = Mutex<PageRenderer?>(nil)

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
    /// that a `publish(now:)` should follow. The server answers an order once its receipt is written
    /// (`afterReceipts`, called at most once; not when no order page is written) and brings the menu's stock
    /// up to date a moment later, once for all the orders of that moment.
    package func publishOrderPages(now: Timestamp, afterReceipts: (@Sendable () -> Void)? = nil) throws(SiteBuildError)
        -> SiteBuilder.Report
    {
        var builder = builder(now: now, deferringCatalogue: true)
        builder.afterReceipts = afterReceipts
        return try publish(builder)
    }

    private func publish(_ builder: SiteBuilder) throws(SiteBuildError) -> SiteBuilder.Report {
        return try session.withLock { (session) throws(SiteBuildError) in
            do throws(SiteBuildError) {
                let report = try builder.build(&session)
                keepRenderer(session)
                return report
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
                let report = try builder.build(&session)
                keepRenderer(session)
                return report
            } catch {
                if case .invalid = error { session = kept }
                throw error
            }
        }
    }

    /// The renderer of the site as last published, for a page rendered on request; made from the content and
    /// templates the publisher read (read now if it has read none) when no publish rendered anything yet.
    func renderer() throws(SiteBuildError) -> PageRenderer {
        if let kept = lastRenderer.withLock({ $0 }) { return kept }
        let builder = builder(now: Timestamp(Date()))
        return try session.withLock { (session) throws(SiteBuildError) in
            do throws(ContentError) {
                let made = try session.renderer(load: builder.load)
                lastRenderer.withLock { $0 = made }
                return made
            } catch {
                throw .invalid(error)
            }
        }
    }

    /// Called with the session's lock held, after a publish that succeeded.
    private func keepRenderer(_ session: BuildSession) {
        lastRenderer.withLock { $0 = session.renderer }
    }

    private func builder(now: Timestamp, deferringCatalogue: Bool = false) -> SiteBuilder {
        SiteBuilder(
            folders: folders, orderBook: OrderBookInput(databasePath: databasePath, now: now),
            deferringCatalogue: deferringCatalogue)
    }
}
