import Foundation
import Testing

@testable import BistroOrders

/// Lists in the summary stop at `detailLimit` entries, so memory stays flat; the counts never do.
@Suite struct ProcessingSummaryTests {
    @Test func checkInsAreCountedBeyondTheDetailLimit() throws {
        var summary = ProcessingSummary()
        let total = ProcessingSummary.detailLimit + 5
        for index in 0..<total {
            summary.recordCheckIn(
                file: "\(index).json", orderNumber: "RC-20261122-\(index)", outcome: "started", distanceMeters: 40)
        }
        #expect(summary.checkIns.count == ProcessingSummary.detailLimit)
        #expect(summary.checkedIn == total)
        #expect(summary.humanText.hasSuffix(" and \(total - 5) more"))
        let json = try JSONSerialization.jsonObject(with: Data(summary.json.rendered().utf8)) as! [String: Any]
        #expect(json["checkedIn"] as? Int == total)
        #expect(json["detailsTruncated"] as? Bool == true)
        #expect((json["checkIns"] as? [Any])?.count == ProcessingSummary.detailLimit)
    }
}
