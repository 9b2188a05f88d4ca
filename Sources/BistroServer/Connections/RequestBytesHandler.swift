import NIOCore

/// First in a connection's pipeline, before the HTTP decoder: tells the handlers after it that bytes came
/// (`RequestBytesArrived`), so that `RequestDeadlineHandler` can start a request's header deadline at its
/// first byte, which the decoder only reports once the whole head is there.
final class RequestBytesHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        context.fireUserInboundEventTriggered(RequestBytesArrived())
        context.fireChannelRead(data)
    }
}

/// The user event of `RequestBytesHandler`: bytes were read from the connection.
struct RequestBytesArrived: Sendable {}

@available(*, unavailable)
extension RequestBytesHandler: Sendable {}
