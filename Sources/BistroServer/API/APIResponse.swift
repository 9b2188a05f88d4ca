import BistroJSON
import Hummingbird

/// The JSON answers of the order endpoints: `application/json`, never stored by a cache, and errors as
/// `{"status":"error","code":"…","message":"…"}`.
enum APIResponse {
    static func json(_ status: HTTPResponse.Status, _ value: JSONValue, retryAfter: Int? = nil) -> Response {
        var headers: HTTPFields = [.contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        return Response(
            status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: value.rendered() + "\n")))
    }

    static func error(_ status: HTTPResponse.Status, code: String, _ message: String, retryAfter: Int? = nil)
        -> Response
    {
        json(
            status, .object([("status", .string("error")), ("code", .string(code)), ("message", .string(message))]),
            retryAfter: retryAfter)
    }
}
