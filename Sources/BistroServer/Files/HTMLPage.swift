import Foundation
import Hummingbird

/// An HTML page the server answers with from its bytes rather than through the file provider: the site's
/// `404.html` (`NotFoundPageMiddleware`) and the preview's pages with their reload script
/// (`PreviewPageMiddleware`).
enum HTMLPage {
    /// The bytes of the file at `path`, nil when it cannot be read or is larger than `limit`.
    static func read(_ path: String, limit: Int) -> [UInt8]? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        return Array(data)
    }

    /// `bytes` as a `text/html` answer with `status`; without a body for a HEAD request.
    static func response(_ bytes: [UInt8], status: HTTPResponse.Status, head: Bool) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/html; charset=utf-8"
        headers[.contentLength] = String(bytes.count)
        return Response(
            status: status, headers: headers,
            body: head ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
