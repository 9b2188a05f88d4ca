import Logging
import NIOCore
import NIOHTTPTypes

/// Closes a connection that overstays a deadline of `RequestDeadlines` (a head, a body or an idle wait
/// taking too long), and, once the server is stopping (`ChannelShouldQuiesceEvent`), one that after the
/// shutdown grace is still doing anything but work on a request it has read whole. Sits after the HTTP
/// decoder, where it sees requests' heads and ends and answers' heads and ends.
final class RequestDeadlineHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let limits: ConnectionLimits
    private let logger: Logger
    private var deadlines: RequestDeadlines?
    private var timer: Scheduled<Void>?
    private var graceTimer: Scheduled<Void>?
    /// The shutdown grace is over: close as soon as no answer is being worked on.
    private var graceOver = false

    init(limits: ConnectionLimits, logger: Logger) {
        self.limits = limits
        self.logger = logger
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { start(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        start(context)
        context.fireChannelActive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        stopTimers()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopTimers()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head: deadlines?.headRead(at: .now())
        case .body: break
        case .end: deadlines?.requestEnded(at: .now())
        }
        rearm(context)
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head:
            deadlines?.answerBegan()
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            deadlines?.answerEnded(at: .now())
            if graceOver {
                context.writeAndFlush(data, promise: promise)
                context.close(promise: nil)
                return
            }
            context.write(data, promise: promise)
            rearm(context)
        }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case is RequestBytesArrived:
            deadlines?.bytesArrived(at: .now())
            rearm(context)
        case is ChannelShouldQuiesceEvent:
            startGrace(context)
            context.fireUserInboundEventTriggered(event)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    private func start(_ context: ChannelHandlerContext) {
        guard deadlines == nil else { return }
        deadlines = RequestDeadlines(
            header: Self.time(limits.headerTimeout), body: Self.time(limits.bodyTimeout),
            idle: Self.time(limits.idleTimeout), start: .now())
        rearm(context)
    }

    /// Schedules the deadline in force now, replacing the one before.
    private func rearm(_ context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
        guard let (deadline, wait) = deadlines?.current else { return }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: deadline) {
            let (handler, context) = bound.value
            handler.timer = nil
            handler.logger.info("connection closed: \(wait)", metadata: Self.peer(context))
            context.close(promise: nil)
        }
    }

    private func startGrace(_ context: ChannelHandlerContext) {
        guard graceTimer == nil else { return }
        let bound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        graceTimer = context.eventLoop.scheduleTask(in: Self.time(limits.shutdownGrace)) {
            let (handler, context) = bound.value
            handler.graceOver = true
            guard handler.deadlines?.mayCloseWhenStopping ?? true else { return }
            handler.logger.info("connection closed: the server is stopping", metadata: Self.peer(context))
            context.close(promise: nil)
        }
    }

    private func stopTimers() {
        timer?.cancel()
        timer = nil
        graceTimer?.cancel()
        graceTimer = nil
    }

    private static func peer(_ context: ChannelHandlerContext) -> Logger.Metadata {
        ["peer": "\(context.channel.remoteAddress?.ipAddress ?? "-")"]
    }

    static func time(_ duration: Duration) -> TimeAmount {
        let (seconds, attoseconds) = duration.components
        return .nanoseconds(seconds * 1_000_000_000 + attoseconds / 1_000_000_000)
    }
}

@available(*, unavailable)
extension RequestDeadlineHandler: Sendable {}
