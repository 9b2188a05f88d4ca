import Foundation
import Testing

/// Hostile files are all rejected with a reason, and the valid order among them is still accepted.
@Suite struct HostileCorpusTests {
    @Test func hostileFilesAreRejectedWhileTheBatchGoesOn() throws {
        let bistro = try OrderBookRunner()
        // Noise from a fixed linear congruential sequence, so the corpus is the same on every run.
        var state: UInt32 = 20261122
        let noise = (0..<4096).map { _ -> UInt8 in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
        let hostile: [(String, Data)] = [
            ("random-bytes", Data(noise)),
            ("truncated", Data(#"{"customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quant"#.utf8)),
            ("deep-nesting", Data((String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)).utf8)),
            ("deep-objects", Data((String(repeating: #"{"a":"#, count: 10_000) + "1" + String(repeating: "}", count: 10_000)).utf8)),
            ("huge-exponent", Data(orderJSON(id: "h1", extra: "").replacingOccurrences(of: #""quantity": 1"#, with: #""quantity": 1e400"#).utf8)),
            ("huge-integer", Data(orderJSON(id: "h2", extra: #", "tip": {"percent": 99999999999999999999}"#).utf8)),
            ("ten-megabytes", Data(repeating: UInt8(ascii: " "), count: 10 << 20)),
            ("nul-bytes", Data("{\"customer\": {\"name\": \"A\u{0}B\"}}".utf8)),
            ("nul-escaped", Data(orderJSON(id: "h3", name: "A\\u0000B").utf8)),
            ("html-in-name", Data(orderJSON(id: "h4", name: "<script>alert('x')</script>", sku: "RC-NOPE").utf8)),
            ("html-in-note", Data(orderJSON(id: "h5", email: "bad", extra: #", "note": "<img src=x onerror=alert(1)>""#).utf8)),
            ("utf16", "{\"items\": []}".data(using: .utf16)!),
            ("empty", Data()),
            ("array", Data("[]".utf8)),
            ("string-quantity", Data(orderJSON(id: "h6").replacingOccurrences(of: #""quantity": 1"#, with: #""quantity": "1""#).utf8)),
            ("negative-tip", Data(orderJSON(id: "h7", extra: #", "tip": {"amount": "-5.00"}"#).utf8)),
        ]
        for (name, data) in hostile { bistro.drop(name + ".json", data) }
        bistro.drop("valid.json", orderJSON(id: "fine"))
        let passwd = bistro.spool + "/incoming/passwd.json"
        try FileManager.default.createSymbolicLink(atPath: passwd, withDestinationPath: "/etc/passwd")

        let result = try bistro.run(["process", "--json"])
        #expect(result.status == 0)
        let summary = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
        #expect(summary["accepted"] as? Int == 1)
        #expect(summary["rejected"] as? Int == hostile.count + 1)
        #expect(bistro.files("incoming").isEmpty)
        for name in hostile.map(\.0) + ["passwd"] {
            let sidecarPath = bistro.spool + "/rejected/\(name).json.error.json"
            let sidecar = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sidecarPath))) as! [String: Any]
            let errors = sidecar["errors"] as! [[String: Any]]
            #expect(!errors.isEmpty, "\(name)")
            #expect(errors.allSatisfy { ($0["code"] as? String)?.isEmpty == false && ($0["message"] as? String)?.isEmpty == false }, "\(name)")
        }
        let codes = summary["rejectionsByCode"] as! [String: Int]
        #expect(codes["file_too_large"] == 1)
        #expect(codes["not_regular_file"] == 1)
        #expect(codes["not_utf8", default: 0] >= 1)
        // The symlink itself was moved, its target never read.
        let moved = try FileManager.default.destinationOfSymbolicLink(atPath: bistro.spool + "/rejected/passwd.json")
        #expect(moved == "/etc/passwd")
        let sidecar = try String(contentsOfFile: bistro.spool + "/rejected/passwd.json.error.json", encoding: .utf8)
        #expect(!sidecar.contains("root:"))
    }
}
