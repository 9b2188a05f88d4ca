import Hummingbird

/// Answers `Range` requests for the site's files right, in front of Hummingbird's `FileMiddleware`, whose
/// own reading of the header answered `bytes=100000-` of a small file 206 with a negative `Content-Length`
/// and `bytes=-5` with the first 6 bytes:
///
/// - a GET with `Range` first asks the files for the file's size (the same request as HEAD, without the
///   range), then reads the header as `ByteRange` does: the whole file (200) for a header it ignores or an
///   `If-Range` that no longer matches, 416 with `Content-Range: bytes */SIZE` for a range past the end,
///   else the files are asked for exactly `bytes=FIRST-LAST` within the file (206);
/// - any other method's `Range` is ignored (RFC 9110 §14.2), HEAD's included.
///
/// A file that shrank between the two questions is answered 416, never a part of negative length.
struct ByteRangeMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        guard let header = request.headers[.range] else { return try await next(request, context) }
        var head = request.head
        head.headerFields[.range] = nil
        head.headerFields[.ifRange] = nil
        guard request.method == .get else { return try await next(Request(head: head, body: request.body), context) }
        var probeHead = head
        probeHead.method = .head
        let probe = try await next(Request(head: probeHead, body: RequestBody(buffer: ByteBuffer())), context)
        guard probe.status == .ok, let size = probe.headers[.contentLength].flatMap({ Int($0) }), size >= 0,
            Self.rangeApplies(ifRange: request.headers[.ifRange], to: probe)
        else {
            return try await next(Request(head: head, body: request.body), context)
        }
        switch ByteRange(header: header, size: size) {
        case .whole:
            return try await next(Request(head: head, body: request.body), context)
        case .unsatisfiable:
            return Self.unsatisfiable(size: size)
        case .part(let bytes):
            head.headerFields[.range] = "bytes=\(bytes.lowerBound)-\(bytes.upperBound)"
            let response = try await next(Request(head: head, body: request.body), context)
            let length = response.headers[.contentLength].flatMap { Int($0) } ?? 0
            guard response.status != .partialContent || (1...bytes.count).contains(length) else {
                return Self.unsatisfiable(size: size)
            }
            return response
        }
    }

    /// Without `If-Range`, or when it names the file as it is now (its `ETag` or `Last-Modified`).
    static func rangeApplies(ifRange: String?, to probe: Response) -> Bool {
        guard let ifRange else { return true }
        return ifRange == probe.headers[.eTag] || ifRange == probe.headers[.lastModified]
    }

    static func unsatisfiable(size: Int) -> Response {
        var headers = HTTPFields()
        headers[.contentRange] = "bytes */\(size)"
        headers[.contentLength] = "0"
        return Response(status: .rangeNotSatisfiable, headers: headers, body: ResponseBody())
    }
}
