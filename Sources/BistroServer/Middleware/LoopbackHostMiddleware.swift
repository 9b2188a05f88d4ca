import Hummingbird

/// On a connection that arrived on a loopback address (the server listens on 127.0.0.1 or [::1], or on
/// every address and was reached through loopback), answers only the `Host` names `LoopbackHost` allows;
/// any other is 421 Misdirected Request with a plain-text message, before a page, a file, the preview's
/// event stream or an order endpoint sees the request. Connections on other addresses are not checked.
struct LoopbackHostMiddleware: RouterMiddleware {
    typealias Context = ServerRequestContext

    let hosts: LoopbackHost

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let local = context.localAddress, LoopbackHost.isLoopback(address: local),
            !hosts.allows(request.head.authority)
        else { return try await next(request, context) }
        let names = ["localhost", "127.0.0.1", "[::1]"] + (hosts.siteHost.map { [$0] } ?? [])
        let message =
            "This server listens on this computer only and answers only for "
            + names.joined(separator: ", ") + " (DNS rebinding protection); open it as http://localhost:PORT/.\n"
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.contentLength] = String(message.utf8.count)
        return Response(
            status: .misdirectedRequest, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: message)))
    }
}
