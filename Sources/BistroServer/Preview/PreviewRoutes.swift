import Hummingbird

/// The preview's own addresses, under `/__bistro/` (no site page is named so): the event stream the pages
/// listen to, and the script that listens.
enum PreviewRoutes {
    static func add<Context: RequestContext>(to router: Router<Context>, events: PreviewEvents) {
        router.get(RouterPath(PreviewScript.eventsPath)) { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "text/event-stream; charset=utf-8"
            let body = ResponseBody { writer in
                // Browsers reconnect this soon after the preview restarts.
                try await writer.write(ByteBuffer(string: "retry: 500\n\n"))
                for await event in await events.listen() {
                    try await writer.write(ByteBuffer(string: event.text))
                }
                try await writer.finish(nil)
            }
            return Response(status: .ok, headers: headers, body: body)
        }
        router.get(RouterPath(PreviewScript.path)) { _, _ -> Response in
            var headers = HTTPFields()
            headers[.contentType] = "text/javascript; charset=utf-8"
            return Response(
                status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: PreviewScript.source)))
        }
    }
}
