import Dispatch
import Testing

@testable import BistroOrders

/// Work started on another core as it is added comes back in the order it was added, whoever ran each
/// piece, and the queue is empty again for the next batch.
@Suite struct WorkAheadTests {
    @Test func resultsComeBackInTheOrderTheWorkWasAdded() {
        let work = WorkAhead<Int>()
        for batch in 0..<3 {
            let count = 200 * (batch + 1)
            for index in 0..<count {
                // Uneven pieces, so the background worker and the finishing thread both take some.
                work.add { (0..<(index % 7) * 500).reduce(index) { $0 &+ $1 &* 0 } }
            }
            #expect(work.finish() == Array(0..<count), "batch \(batch)")
        }
        #expect(work.finish().isEmpty)
    }

    @Test func finishWaitsForAPieceTheWorkerHasStarted() {
        let work = WorkAhead<String>()
        let started = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0)
        work.add {
            started.signal()
            release.wait()
            return "slow"
        }
        started.wait()
        work.add { "quick" }
        DispatchQueue.global().async { release.signal() }
        #expect(work.finish() == ["slow", "quick"])
    }
}
