import Foundation
import Hummingbird

/// The answers under `/api/` for requests the router gives no endpoint, as JSON errors instead of the
/// static files' 404: another method than POST on an endpoint's path is 405 `method_not_allowed` (with
/// `Allow: POST`), anything else whose first path segment reads `api` (decoded, `.` and empty segments
/// skipped, any case: `/./api/orders`, `/api%2Forders`, `/API/orders`) is 404 `not_found`.
///
/// It is added after the endpoints (`APIRouteGroup`), so it sits only in front of the router's "not found"
/// way to the files: it never sees a request an endpoint handles, and it lets no such request through.
struct APIAddressMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let path = request.uri.path
        if APIGuard.endpoints.contains(Self.routedPath(path)), request.method != .post {
            var response = APIResponse.error(
                .methodNotAllowed, code: "method_not_allowed", "\(Self.routedPath(path)) takes POST only")
            response.headers[.allow] = "POST"
            return response
        }
        guard Self.isUnderAPI(path) else { return try await next(request, context) }
        return APIResponse.error(.notFound, code: "not_found", "there is no endpoint \(APIGuard.clip(path))")
    }

    /// The path as the router matches it: its segments without the empty ones.
    static func routedPath(_ path: String) -> String {
        "/" + path.split(separator: "/").joined(separator: "/")
    }

    /// Whether the first segment of `path` that is neither empty nor `.` reads `api` once decoded, in any case.
    static func isUnderAPI(_ path: String) -> Bool {
        let decoded = path.removingPercentEncoding ?? path
        let first = decoded.split(separator: "/").first { $0 != "." }
        return first?.lowercased() == "api"
    }
}
