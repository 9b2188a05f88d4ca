import Foundation
import Hummingbird
import HummingbirdTesting
import Testing

@testable import BistroServer

/// Item 15 of issue 23: `Range` requests were answered wrongly by Hummingbird's own reading of the header
/// (`bytes=100000-` of a small file: 206 with `Content-Length: -99898`; `bytes=-5`: the first 6 bytes).
@Suite struct ByteRangeTests {
    static let css = "body { color: black; }"

    @Test func aRangeHeaderIsReadAsRFC9110Says() {
        let size = 22
        #expect(ByteRange(header: "bytes=0-4", size: size) == .part(0...4))
        #expect(ByteRange(header: "bytes=20-100", size: size) == .part(20...21))
        #expect(ByteRange(header: "bytes=-5", size: size) == .part(17...21), "a suffix: the last 5 bytes")
        #expect(ByteRange(header: "bytes=-500", size: size) == .part(0...21))
        #expect(ByteRange(header: "bytes=21-", size: size) == .part(21...21))
        #expect(ByteRange(header: "BYTES=1-1", size: size) == .part(1...1))
        #expect(ByteRange(header: "bytes=100000-", size: size) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=22-30", size: size) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=-0", size: size) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=99999999999999999999999-", size: size) == .unsatisfiable)
        #expect(ByteRange(header: "bytes=0-99999999999999999999999", size: size) == .part(0...21))
        for ignored in [
            "bytes=5-2", "bytes=0-1,3-4", "items=0-4", "bytes=-", "bytes=a-b", "bytes=+1-2", "bytes=1--2", "bytes 0-4",
            "",
        ] {
            #expect(ByteRange(header: ignored, size: size) == .whole, "\(ignored)")
        }
        #expect(ByteRange(header: "bytes=0-4", size: 0) == .whole, "an empty file is sent whole")
    }

    func withServer(_ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let fixture = try SiteFixture()
        defer { fixture.remove() }
        let folder = try #require(SiteFolder(path: fixture.site.path))
        try await Application(router: SiteServer.router(folder: folder, preview: nil)).test(.router) { client in
            try await test(client)
        }
    }

    func get(
        _ client: any TestClientProtocol, range: String, ifRange: String? = nil,
        method: HTTPRequest.Method = .get
    ) async throws -> (HTTPResponse.Status, HTTPFields, String) {
        var headers: HTTPFields = [.range: range]
        if let ifRange { headers[.ifRange] = ifRange }
        return try await client.execute(uri: "/assets/style.css", method: method, headers: headers) { response in
            (response.status, response.headers, String(buffer: response.body))
        }
    }

    @Test func aRangePastTheEndIsUnsatisfiable() async throws {
        try await withServer { client in
            for range in ["bytes=100000-", "bytes=22-", "bytes=22-40", "bytes=-0"] {
                let (status, headers, body) = try await get(client, range: range)
                #expect(status == .rangeNotSatisfiable, "\(range)")
                #expect(headers[.contentRange] == "bytes */22", "\(range)")
                #expect(body.isEmpty, "\(range)")
            }
        }
    }

    @Test func aSuffixRangeIsTheLastBytes() async throws {
        try await withServer { client in
            let (status, headers, body) = try await get(client, range: "bytes=-5")
            #expect(status == .partialContent)
            #expect(body == String(Self.css.suffix(5)))
            #expect(headers[.contentLength] == "5")
            #expect(headers[.contentRange] == "bytes 17-21/22")
            let (_, _, all) = try await get(client, range: "bytes=-100")
            #expect(all == Self.css)
        }
    }

    @Test func aRangeIsNeverAnsweredWithANegativeLength() async throws {
        try await withServer { client in
            for range in [
                "bytes=0-4", "bytes=3-", "bytes=20-100", "bytes=100000-", "bytes=-5", "bytes=5-2", "bytes=0-1,3-4",
                "bytes=x",
            ] {
                for method in [HTTPRequest.Method.get, .head] {
                    let (status, headers, body) = try await get(client, range: range, method: method)
                    let length = try #require(headers[.contentLength].flatMap { Int($0) }, "\(method) \(range)")
                    #expect(length >= 0, "\(method) \(range)")
                    if method == .get { #expect(body.utf8.count == length, "\(range)") }
                    if method == .head { #expect(status == .ok && length == 22, "HEAD ignores Range: \(range)") }
                }
            }
            let (status, _, body) = try await get(client, range: "bytes=3-6")
            #expect(status == .partialContent && body == "y { ")
            for ignored in ["bytes=5-2", "bytes=0-1,3-4", "bytes=x"] {
                let (status, _, body) = try await get(client, range: ignored)
                #expect(status == .ok && body == Self.css, "\(ignored): the whole file")
            }
        }
    }

    @Test func anIfRangeThatNoLongerMatchesGetsTheWholeFile() async throws {
        try await withServer { client in
            let etag = try await client.execute(uri: "/assets/style.css", method: .head) { $0.headers[.eTag] }
            let (matching, _, part) = try await get(client, range: "bytes=0-3", ifRange: etag)
            #expect(matching == .partialContent && part == "body")
            let (stale, _, whole) = try await get(client, range: "bytes=0-3", ifRange: "\"an-older-tag\"")
            #expect(stale == .ok && whole == Self.css)
        }
    }
}
