import Foundation
import Hummingbird

/// In the preview, every HTML page is served with `PreviewScript.tag` inserted before its `</head>`
/// (or `</body>`, or at the end), so it reloads after a rebuild and shows the build's errors. A missing
/// page is answered with the site's `404.html` (or, before a first build made one, a small page) carrying
/// the script too, so even the address of a page that does not exist yet (or a first build that failed)
/// reloads and shows the errors. Everything else goes
/// to the static files untouched.
struct PreviewPageMiddleware<Context: RequestContext>: RouterMiddleware {
    /// Pages larger than this are served as they are, without the script.
    static var pageLimit: Int { 32 << 20 }

    let folder: SiteFolder

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard request.method == .get || request.method == .head else { return try await next(request, context) }
        if let path = request.uri.path.removingPercentEncoding, let page = pagePath(path),
            let bytes = Self.read(page)
        {
            return Self.response(Self.inserting(into: bytes), status: .ok, head: request.method == .head)
        }
        do {
            let response = try await next(request, context)
            guard response.status == .notFound else { return response }
        } catch let error as any HTTPResponseError where error.status == .notFound {}
        return Self.response(
            Self.inserting(into: NotFoundPageMiddleware<Context>.page(in: folder) ?? Array(Self.notFoundPage.utf8)),
            status: .notFound, head: request.method == .head)
    }

    /// The page `path` asks for: an `.html` file, or a folder's `index.html` when the path ends with `/`.
    func pagePath(_ path: String) -> String? {
        guard let resolved = folder.resolve(path) else { return nil }
        switch SiteFolder.kind(resolved) {
        case .file: return resolved.hasSuffix(".html") ? resolved : nil
        case .folder: return path.hasSuffix("/") ? folder.resolve(path + "index.html") : nil
        case nil: return nil
        }
    }

    static func read(_ path: String) -> [UInt8]? { HTMLPage.read(path, limit: pageLimit) }

    /// `page` with the script tag before the first `</head>`, else the first `</body>`, else at the end.
    static func inserting(into page: [UInt8]) -> [UInt8] {
        let tag = Array(PreviewScript.tag.utf8)
        for marker in ["</head>", "</body>"] {
            if let index = firstIndex(of: Array(marker.utf8), in: page) {
                return Array(page[..<index]) + tag + Array(page[index...])
            }
        }
        return page + tag
    }

    /// Where `needle` first occurs in `bytes`, ASCII letters compared without case.
    static func firstIndex(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        func lower(_ byte: UInt8) -> UInt8 { (65...90).contains(byte) ? byte + 32 : byte }
        outer: for start in 0...(bytes.count - needle.count) {
            for offset in needle.indices where lower(bytes[start + offset]) != needle[offset] { continue outer }
            return start
        }
        return nil
    }

    static func response(_ bytes: [UInt8], status: HTTPResponse.Status, head: Bool) -> Response {
        HTMLPage.response(bytes, status: status, head: head)
    }

    static var notFoundPage: String {
        """
        <!doctype html>
        <html lang="en">
        <head><meta charset="utf-8"><title>Not found</title></head>
        <body><h1>Not found</h1><p>The preview has no page at this address.</p></body>
        </html>

        """
    }
}
