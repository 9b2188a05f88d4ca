import Foundation
import Hummingbird

/// `Cache-Control: no-store` and `X-Robots-Tag: noindex` on the private pages (receipts/, orders/ and bookings/,
/// whose addresses are their customers' secrets): no browser or proxy keeps a copy, no search engine lists
/// one. With `everything` (the preview) every answer is
/// no-store and requests' validators (`If-None-Match`, `If-Modified-Since`) are dropped, so a page
/// rebuilt twice within a second is never answered "not modified" from a stale validator.
struct CachePolicyMiddleware<Context: RequestContext>: RouterMiddleware {
    static var privateFolders: [String] { ["receipts", "orders", "bookings", "drivers", "api"] }

    let everything: Bool

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var request = request
        if everything {
            var head = request.head
            head.headerFields[.ifNoneMatch] = nil
            head.headerFields[.ifModifiedSince] = nil
            request = Request(head: head, body: request.body)
        }
        let noStore = everything || Self.isPrivate(request.uri.path)
        do {
            var response = try await next(request, context)
            if noStore { response.headers[.cacheControl] = "no-store" }
            if Self.isPrivate(request.uri.path) { response.headers[.init("X-Robots-Tag")!] = "noindex" }
            return response
        } catch let error as any HTTPResponseError where noStore {
            var response = try error.response(from: request, context: context)
            response.headers[.cacheControl] = "no-store"
            if Self.isPrivate(request.uri.path) { response.headers[.init("X-Robots-Tag")!] = "noindex" }
            return response
        }
    }

    /// Whether `path` (as requested, percent-encoded or not) lies in a private folder. A path that cannot
    /// be decoded counts as private.
    static func isPrivate(_ path: String) -> Bool {
        guard let decoded = path.removingPercentEncoding else { return true }
        let first = decoded.split(separator: "/", omittingEmptySubsequences: true).first.map(String.init) ?? ""
        return privateFolders.contains(first)
    }
}
