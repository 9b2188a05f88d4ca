import Hummingbird

/// What every request the router gives an order endpoint passes before its handler, each refusal a JSON
/// error:
///
/// 1. an `Origin` header that is neither the site's (`baseURL`) nor the server's own (`Host`): 403
///    `origin_refused` (a request without `Origin`, as curl sends, goes on);
/// 2. more than the rate limit's POSTs per minute from the client (`ClientAddress`): 429 `rate_limited`
///    with `Retry-After`;
/// 3. a body (any request but a GET) whose `Content-Type` is not `application/json`: 415
///    `unsupported_media_type`;
/// 4. a `Content-Length` over `APIGuard.maximumBodyBytes`: 413 `body_too_large` (a body without a length
///    is cut off at that size by the handler, with the same answer).
///
/// It sits on the endpoints' route group (`APIRouteGroup`), not in front of the router, so it looks at no
/// path: whatever way a path is written that the router gives to an endpoint (`//api/orders`,
/// `/api//orders/`), the request passes these checks. `APIAddressMiddleware` answers the other `/api/`
/// requests (404, 405).
struct APIGuardMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let guardSettings: APIGuard

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        if let origin = request.headers[.origin], !guardSettings.allows(origin: origin, host: request.head.authority) {
            return APIResponse.error(
                .forbidden, code: "origin_refused",
                "requests from \(APIGuard.clip(origin)) are not accepted; order on the restaurant's own site")
        }
        if let limiter = guardSettings.rateLimiter {
            let client = guardSettings.clientAddress.rateLimitKey(
                peer: context.peerAddress,
                forwardedFor: request.headers[.init("X-Forwarded-For")!])
            if let wait = limiter.admit(client) {
                return APIResponse.error(
                    .tooManyRequests, code: "rate_limited", "too many requests; try again in \(wait) seconds",
                    retryAfter: wait)
            }
        }
        guard request.method == .get || APIGuard.isJSON(request.headers[.contentType]) else {
            return APIResponse.error(
                .unsupportedMediaType, code: "unsupported_media_type",
                "send the body as JSON (Content-Type: application/json)")
        }
        if let length = request.headers[.contentLength].flatMap({ Int($0) }), length > APIGuard.maximumBodyBytes {
            return APIGuard.tooLarge
        }
        return try await next(request, context)
    }
}
