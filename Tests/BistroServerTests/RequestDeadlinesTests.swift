import NIOCore
import Testing

@testable import BistroServer

/// The deadlines of one connection (issue 23, item 5), with the time given by the test: a head within the
/// header timeout of the start or of a later request's first byte, a body within the body timeout of its
/// head, the next request within the idle timeout of the last answer, none while an answer is worked on.
@Suite struct RequestDeadlinesTests {
    static let start = NIODeadline.uptimeNanoseconds(1_000_000_000_000)
    static func at(_ seconds: Int64) -> NIODeadline { start + .seconds(seconds) }
    static func fresh() -> RequestDeadlines {
        RequestDeadlines(header: .seconds(10), body: .seconds(30), idle: .seconds(60), start: start)
    }

    @Test func aFreshConnectionHasTheHeaderTimeoutFromItsStartEvenAfterItsFirstByte() {
        var deadlines = Self.fresh()
        #expect(deadlines.current?.deadline == Self.at(10))
        deadlines.bytesArrived(at: Self.at(9))
        #expect(deadlines.current?.deadline == Self.at(10))
        #expect(deadlines.current?.wait == .head(.seconds(10)))
    }

    @Test func aBodyHasTheBodyTimeoutFromItsHeadAndAnAnswerInProgressHasNone() {
        var deadlines = Self.fresh()
        deadlines.headRead(at: Self.at(2))
        #expect(deadlines.current?.deadline == Self.at(32))
        #expect(deadlines.mayCloseWhenStopping)
        deadlines.requestEnded(at: Self.at(3))
        #expect(deadlines.current == nil)
        #expect(!deadlines.mayCloseWhenStopping, "an order read whole is cut off by a stopping server")
        deadlines.answerBegan()
        #expect(deadlines.mayCloseWhenStopping)
    }

    @Test func aKeptAliveConnectionWaitsTheIdleTimeoutThenHasTheHeaderTimeoutFromTheFirstByte() {
        var deadlines = Self.fresh()
        deadlines.headRead(at: Self.at(1))
        deadlines.requestEnded(at: Self.at(1))
        deadlines.answerBegan()
        deadlines.answerEnded(at: Self.at(2))
        #expect(deadlines.current?.deadline == Self.at(62))
        #expect(deadlines.current?.wait == .idle(.seconds(60)))
        deadlines.bytesArrived(at: Self.at(50))
        #expect(deadlines.current?.deadline == Self.at(60))
        #expect(deadlines.current?.wait == .head(.seconds(10)))
    }

    @Test func anAnswerBeforeTheBodyEndsKeepsTheBodyTimeoutThenWaitsIdle() {
        var deadlines = Self.fresh()
        deadlines.headRead(at: Self.at(1))
        deadlines.answerBegan()
        deadlines.answerEnded(at: Self.at(2))  // 413 before the body was read
        #expect(deadlines.current?.deadline == Self.at(31))
        deadlines.requestEnded(at: Self.at(5))
        #expect(deadlines.current?.deadline == Self.at(65))
    }
}
