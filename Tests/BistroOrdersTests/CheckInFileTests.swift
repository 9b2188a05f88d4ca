import Foundation
import Testing

@testable import BistroCore
@testable import BistroOrders

/// Issue 23: a check-in's position is used once, for the distance, and kept nowhere. A check-in file gives
/// the position or the distance already measured; what is left of it once handled has no position; no
/// reason quotes a coordinate.
@Suite struct CheckInFileTests {
    private func checkIn(_ fields: String) -> (CheckInRequest, [UInt8])? {
        let text = #"{"checkIn": {"orderNumber": "RC-20261122-0001", "email": "ada@example.com", \#(fields)}}"#
        let bytes = Array(text.utf8)
        guard case .success(.checkIn(let request)) = SpoolFile.parse(bytes) else { return nil }
        return (request, bytes)
    }

    @Test func aPositionOrADistanceNeverBoth() throws {
        let (position, _) = try #require(checkIn(#""latitude": 43.6717385, "longitude": -79.4012267"#))
        #expect(position.place == .position(GeoPoint(latitude: 43.6717385, longitude: -79.4012267)))
        #expect(position.problems.rejections.isEmpty)
        let (distance, _) = try #require(checkIn(#""distanceMeters": 350"#))
        #expect(distance.place == .distance(meters: 350))
        #expect(distance.place?.meters(to: GeoPoint(latitude: 0, longitude: 0)) == 350)
        #expect(distance.place?.meters(to: nil) == nil, "no restaurant location: any check-in is near")
        for fields in [
            #""distanceMeters": 350, "latitude": 43.6"#, #""distanceMeters": -1"#, #""distanceMeters": 1.5"#,
            #""distanceMeters": 20016001"#, #""distanceMeters": "350""#,
        ] {
            let (request, _) = try #require(checkIn(fields))
            #expect(request.place == nil, "\(fields)")
            #expect(request.problems.rejections.map(\.code) == [.invalidCoordinates], "\(fields)")
        }
    }

    @Test func noReasonQuotesACoordinate() throws {
        let cases = [
            #""latitude": 43.6717385, "longitude": -279.4012267"#,
            #""latitude": "43.6717385", "longitude": -79.4012267"#,
        ]
        for fields in cases {
            let (request, _) = try #require(checkIn(fields))
            let messages = request.problems.rejections.map(\.message).joined(separator: " ")
            #expect(request.problems.rejections.map(\.code) == [.invalidCoordinates])
            #expect(!messages.contains("6717385") && !messages.contains("4012267"), "\(messages)")
        }
    }

    @Test func whatIsLeftOfACheckInFileHasNoPosition() throws {
        let at = #""at": "2026-11-22T17:03:00-05:00""#
        let (request, bytes) = try #require(checkIn(#""latitude": 43.6717385, "longitude": -79.4012267, "# + at))
        let kept = try #require(CheckInFileWithoutPosition.bytes(of: bytes, parsed: .success(.checkIn(request))))
        #expect(
            String(decoding: kept, as: UTF8.self) == #"{"checkIn":{"orderNumber":"RC-20261122-0001","#
                + #""email":"ada@example.com","at":"2026-11-22T17:03:00-05:00"}}"# + "\n")
        let (measured, measuredBytes) = try #require(checkIn(#""distanceMeters": 12"#))
        let keptDistance = try #require(
            CheckInFileWithoutPosition.bytes(
                of: measuredBytes,
                parsed: .success(.checkIn(measured))))
        #expect(String(decoding: keptDistance, as: UTF8.self).contains(#""distanceMeters":12"#))
        // Not JSON, but a check-in: none of its bytes are kept. Not JSON and no check-in: kept as it is.
        let broken = Array(#"{"checkIn": {"latitude": 43.6717385,}"#.utf8)
        let brokenKept = CheckInFileWithoutPosition.bytes(of: broken, parsed: SpoolFile.parse(broken))
        #expect(brokenKept == CheckInFileWithoutPosition.unreadable)
        let other = Array("{not json".utf8)
        #expect(CheckInFileWithoutPosition.bytes(of: other, parsed: SpoolFile.parse(other)) == nil)
        let order = Array(#"{"customer": {"email": "ada@example.com"}, "items": []}"#.utf8)
        #expect(CheckInFileWithoutPosition.bytes(of: order, parsed: SpoolFile.parse(order)) == nil)
    }
}
