import Foundation

/// The spool files of `Fixtures/hostile-orders/` with the rejection codes `expected.json` gives each (an
/// empty list: the file must be accepted), and the few inputs the test makes itself.
struct HostileOrderFixtures {
    static let folder = BistroRunner.fixtures.appendingPathComponent("hostile-orders")
    /// Files of the folder that are not fixtures (dot files are not either).
    static let notFixtures: Set<String> = ["README.md", "expected.json"]

    /// Fixture name → the codes its sidecar must list, exactly and in order.
    let expected: [String: [String]]
    /// The fixture files stored in the folder.
    let stored: [String]

    init() throws {
        let data = try Data(contentsOf: Self.folder.appendingPathComponent("expected.json"))
        guard let expected = try JSONSerialization.jsonObject(with: data) as? [String: [String]] else {
            throw CocoaError(
                .fileReadCorruptFile, userInfo: [NSFilePathErrorKey: "expected.json: not an object of code lists"])
        }
        self.expected = expected
        stored = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { !$0.hasPrefix(".") && !Self.notFixtures.contains($0) }.sorted()
    }

    var accepted: [String] { expected.filter { $0.value.isEmpty }.keys.sorted() }
    var rejected: [String: [String]] { expected.filter { !$0.value.isEmpty } }

    /// Puts every fixture into `incoming`: stored files copied byte for byte, generated ones made.
    func drop(into incoming: String) throws {
        for name in stored {
            try FileManager.default.copyItem(
                atPath: Self.folder.appendingPathComponent(name).path, toPath: incoming + "/" + name)
        }
        for fixture in GeneratedFixture.allCases { try fixture.make(at: incoming + "/" + fixture.rawValue) }
    }
}

/// Inputs that git cannot hold portably or that would bloat it: big files, binary noise, files that are
/// not regular files, and markup in the file name. Listed in the fixtures' README.md.
enum GeneratedFixture: String, CaseIterable {
    case randomBytes = "random-bytes.json"
    case tenMegabytes = "ten-megabytes.json"
    case oneMiBPlusOne = "one-mib-plus-one.json"
    case oneMiBExactly = "one-mib-exactly.json"
    case tooManyLines = "too-many-lines.json"
    case symlinkToPasswd = "passwd.json"
    case namedPipe = "fifo.json"
    case markupInFileName = #""><img src=x onerror=alert(1)>.json"#

    func make(at path: String) throws {
        switch self {
        case .randomBytes:
            // A fixed linear congruential sequence, so the noise is the same on every run.
            var state: UInt32 = 20_261_122
            try write(
                (0..<4096).map { _ in
                    state = state &* 1_664_525 &+ 1_013_904_223
                    return UInt8(truncatingIfNeeded: state >> 24)
                }, to: path)
        case .tenMegabytes: try write(Array(repeating: UInt8(ascii: " "), count: 10 << 20), to: path)
        case .oneMiBPlusOne: try write(Self.padded(orderJSON(id: "one-mib-plus-one"), to: (1 << 20) + 1), to: path)
        case .oneMiBExactly: try write(Self.padded(orderJSON(id: "one-mib-exactly"), to: 1 << 20), to: path)
        case .tooManyLines:
            let lines = Array(repeating: #"{"sku": "RC-BURG-01", "quantity": 1}"#, count: 501).joined(separator: ", ")
            try write(
                Array(
                    orderJSON(id: "too-many-lines").replacingOccurrences(
                        of: #"{"sku": "RC-BURG-01", "quantity": 1}"#, with: lines
                    ).utf8), to: path)
        case .symlinkToPasswd:
            try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/etc/passwd")
        case .namedPipe:
            guard mkfifo(path, 0o600) == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
            }
        case .markupInFileName: try write(Array(orderJSON(id: nil, sku: "RC-NOPE").utf8), to: path)
        }
    }

    /// The JSON text followed by spaces up to `size` bytes.
    private static func padded(_ json: String, to size: Int) -> [UInt8] {
        Array(json.utf8) + Array(repeating: UInt8(ascii: " "), count: size - json.utf8.count)
    }

    private func write(_ bytes: [UInt8], to path: String) throws {
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
        }
    }
}
