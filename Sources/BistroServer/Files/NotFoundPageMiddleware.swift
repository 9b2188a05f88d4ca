import Foundation
import Hummingbird

/// Answers a GET or HEAD of what the site does not have with status 404 and the site's own 404 page
/// (`404.html` at its root, which `bistro build` writes in the site's layout), as nginx's
/// `error_page 404 /404.html;` does. Other answers, other methods, and a site without `404.html` (Hummingbird's
/// empty 404) are left as they are; the security headers are set around it like on every answer.
struct NotFoundPageMiddleware<Context: RequestContext>: RouterMiddleware {
    /// A 404 page larger than this is not served (the plain 404 is).
    static var pageLimit: Int { 1 << 20 }

    let folder: SiteFolder

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.method == .get || request.method == .head else { return try await next(request, context) }
        do {
            let response = try await next(request, context)
            guard response.status == .notFound, let page = Self.page(in: folder) else { return response }
            return Self.response(page, head: request.method == .head)
        } catch let error as any HTTPResponseError where error.status == .notFound {
            guard let page = Self.page(in: folder) else { throw error }
            return Self.response(page, head: request.method == .head)
        }
    }

    /// The bytes of the site's `404.html`, nil when it has none (or it is too big to be a page).
    static func page(in folder: SiteFolder) -> [UInt8]? {
        guard let path = folder.resolve("/404.html"), SiteFolder.kind(path) == .file else { return nil }
        return HTMLPage.read(path, limit: pageLimit)
    }

    static func response(_ bytes: [UInt8], head: Bool) -> Response {
        HTMLPage.response(bytes, status: .notFound, head: head)
    }
}
