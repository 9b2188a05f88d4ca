import Hummingbird

/// What every request to `/api/` passes before a handler sees it, each refusal a JSON error:
///
/// 1. an address under `/api/` that is not an endpoint: 404 `not_found`; another method than POST: 405
///    `method_not_allowed` (with `Allow: POST`);
/// 2. an `Origin` header that is neither the site's (`baseURL`) nor the server's own (`Host`): 403
///    `origin_refused` (a request without `Origin`, as curl sends, goes on);
/// 3. more than the rate limit's POSTs per minute from the client (`ClientAddress`): 429 `rate_limited`
///    with `Retry-After`;
/// 4. a `Content-Type` other than `application/json`: 415 `unsupported_media_type`;
/// 5. a `Content-Length` over `APIGuard.maximumBodyBytes`: 413 `body_too_large` (a body without a length
///    is cut off at that size by the handler, with the same answer).
struct APIGuardMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let guardSettings: APIGuard

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path.hasPrefix("/api/") || request.uri.path == "/api" else { return try await next(request, context) }
        guard APIGuard.endpoints.contains(request.uri.path) else {
            return APIResponse.error(.notFound, code: "not_found", "there is no endpoint \(APIGuard.clip(request.uri.path))")
        }
        guard request.method == .post else {
            var response = APIResponse.error(.methodNotAllowed, code: "method_not_allowed", "\(request.uri.path) takes POST only")
            response.headers[.allow] = "POST"
            return response
        }
        if let origin = request.headers[.origin], !guardSettings.allows(origin: origin, host: request.head.authority) {
            return APIResponse.error(.forbidden, code: "origin_refused", "requests from \(APIGuard.clip(origin)) are not accepted; order on the restaurant's own site")
        }
        if let limiter = guardSettings.rateLimiter {
            let client = guardSettings.clientAddress.resolve(peer: context.peerAddress, forwardedFor: request.headers[.init("X-Forwarded-For")!])
            if let wait = limiter.admit(client) {
                return APIResponse.error(.tooManyRequests, code: "rate_limited", "too many requests; try again in \(wait) seconds", retryAfter: wait)
            }
        }
        guard APIGuard.isJSON(request.headers[.contentType]) else {
            return APIResponse.error(.unsupportedMediaType, code: "unsupported_media_type", "send the body as JSON (Content-Type: application/json)")
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > APIGuard.maximumBodyBytes {
            return APIGuard.tooLarge
        }
        return try await next(request, context)
    }
}
