import Hummingbird

/// Sets the security headers on every answer, errors included:
///
/// - `Content-Security-Policy`: scripts, styles, fonts and connections from the site itself only, images
///   also as `data:` URLs, no plugins, no `<base>` elsewhere, forms posting to the site only, and no
///   framing by other sites. Bistro's pages pass it: they have no inline script (JSON-LD is data, not run),
///   no inline style and nothing from other origins.
/// - `X-Content-Type-Options: nosniff`: a browser uses the content type given, never a guess.
/// - `Referrer-Policy: same-origin`: the address of a receipt or order-history page (its token) is never
///   sent to another site.
struct SecurityHeadersMiddleware<Context: RequestContext>: RouterMiddleware {
    static var contentSecurityPolicy: String {
        "default-src 'self'; img-src 'self' data:; object-src 'none'; base-uri 'self'; form-action 'self'; "
            + "frame-ancestors 'none'"
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        }
        response.headers[.contentSecurityPolicy] = Self.contentSecurityPolicy
        response.headers[.xContentTypeOptions] = "nosniff"
        response.headers[.init("Referrer-Policy")!] = "same-origin"
        return response
    }
}
