import BistroContent
import BistroCore
import BistroOrderBook

/// Why a build failed: content or templates have errors (nothing written), or writing failed.
package enum SiteBuildError: Error, Sendable {
    case invalid(ContentError)
    case write(SiteWriterError)
    /// The order book of `--db` could not be read (nothing written).
    case orderBook(path: String, OrderStoreError)

    package var diagnostics: [Diagnostic] {
        switch self {
        case .invalid(let error): error.diagnostics
        case .write(let error): [.error(error.reason, at: .file(error.path))]
        case .orderBook(let path, let error): [.error(error.message, at: .file(path))]
        }
    }
}
