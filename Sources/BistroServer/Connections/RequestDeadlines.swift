import NIOCore

/// Where one connection is in its cycle of requests and answers, and until when it may stay there
/// (`ConnectionLimits`): a request's head within the header timeout of the connection's start or of the
/// next request's first byte, its body within the body timeout of the head, the next request's first
/// byte within the idle timeout of the last answer. No deadline while a request read whole is being
/// answered (an order waits for its processing pass). Pure: the handler gives it the time.
struct RequestDeadlines {
    /// What a deadline bounds, in words for the log.
    enum Wait: Equatable, CustomStringConvertible {
        case head(TimeAmount)
        case body(TimeAmount)
        case idle(TimeAmount)

        var description: String {
            switch self {
            case .head(let time): "no complete request head within \(Self.seconds(time))"
            case .body(let time): "no complete request body within \(Self.seconds(time))"
            case .idle(let time): "no new request within \(Self.seconds(time)) of the last answer"
            }
        }

        private static func seconds(_ time: TimeAmount) -> String {
            let milliseconds = time.nanoseconds / 1_000_000
            return milliseconds % 1000 == 0 ? "\(milliseconds / 1000) s" : "\(Double(milliseconds) / 1000) s"
        }
    }

    private let header: TimeAmount, body: TimeAmount, idle: TimeAmount
    private var headDeadline: NIODeadline
    private var bodyDeadline: NIODeadline
    private var idleDeadline: NIODeadline
    /// Requests whose head was read and whose answer has not ended.
    private var requestsOpen = 0
    /// A head was read and its request's end not yet.
    private var readingBody = false
    /// The answer to the request being answered has begun (its head is written).
    private var answering = false
    /// Since the last answer ended, no byte of a new request came.
    private var awaitingNextRequest = false

    init(header: TimeAmount, body: TimeAmount, idle: TimeAmount, start: NIODeadline) {
        self.header = header
        self.body = body
        self.idle = idle
        headDeadline = start + header
        bodyDeadline = start + body
        idleDeadline = start + idle
    }

    /// The deadline in force and what it bounds; nil while a request read whole is being answered.
    var current: (deadline: NIODeadline, wait: Wait)? {
        if readingBody { return (bodyDeadline, .body(body)) }
        if requestsOpen > 0 { return nil }
        return awaitingNextRequest ? (idleDeadline, .idle(idle)) : (headDeadline, .head(header))
    }

    /// Whether a stopping server may close the connection: it is not working on the answer to a request
    /// it has read whole.
    var mayCloseWhenStopping: Bool { requestsOpen == 0 || readingBody || answering }

    mutating func bytesArrived(at now: NIODeadline) {
        guard requestsOpen == 0, awaitingNextRequest else { return }
        awaitingNextRequest = false
        headDeadline = now + header
    }

    mutating func headRead(at now: NIODeadline) {
        requestsOpen += 1
        readingBody = true
        awaitingNextRequest = false
        bodyDeadline = now + body
    }

    mutating func requestEnded(at now: NIODeadline) {
        readingBody = false
        guard requestsOpen == 0 else { return }  // answered before its body was read (413)
        awaitingNextRequest = true
        idleDeadline = now + idle
    }

    mutating func answerBegan() {
        answering = true
    }

    mutating func answerEnded(at now: NIODeadline) {
        requestsOpen = max(0, requestsOpen - 1)
        answering = false
        guard requestsOpen == 0, !readingBody else { return }
        awaitingNextRequest = true
        idleDeadline = now + idle
    }
}
