import Foundation
import Testing

@testable import BistroOrders

/// Spool names sort in delivery order: the processor takes files first come, first served by name.
@Suite struct MaildirNameTests {
    @Test func namesSortInTimeOrderAcrossMicroseconds() {
        // 5 µs after 999,000 µs within one second, and a second later.
        let times = [1_795_441_389.999_000, 1_795_441_389.000_005, 1_795_441_389.012_345, 1_795_441_390.000_001]
        let names = times.map { MaildirName.make(now: Date(timeIntervalSince1970: $0)) }
        let byName = names.indices.sorted { names[$0] < names[$1] }
        let byTime = times.indices.sorted { times[$0] < times[$1] }
        #expect(byName == byTime)
        #expect(names[1].hasPrefix("1795441389.M000005P"))
    }
}
