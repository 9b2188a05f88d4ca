import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BistroServer

/// Takes the `Host` (the authority) off a request, as an HTTP/1.0 client without one sends it.
struct HostRemover: RouterMiddleware {
    typealias Context = ServerRequestContext

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var head = request.head
        head.authority = nil
        return try await next(Request(head: head, body: request.body), context)
    }
}
