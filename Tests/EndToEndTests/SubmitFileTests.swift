import Foundation
import Testing

/// Issue 23, item 18: `bistro submit FIFO` waited for ever for a writer that never came. A file given to
/// `submit` is opened without blocking and must be a regular file (a symbolic link to one is fine); a
/// named pipe, a folder or a device is refused at once, and the command's other files still go in.
@Suite struct SubmitFileTests {
    @Test func submitRefusesWhatIsNotARegularFileWithoutWaiting() throws {
        let bistro = try OrderBookRunner()
        let order = bistro.root + "/order.json"
        try orderJSON(id: "web-1").write(toFile: order, atomically: true, encoding: .utf8)
        let link = bistro.root + "/link.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: order)
        let pipe = bistro.root + "/pipe.json"
        #expect(mkfifo(pipe, 0o600) == 0)
        let folder = bistro.root + "/folder.json"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)

        let child = try BistroRunner.start(
            ["submit", pipe, order, folder, "/dev/null", link, "--spool", bistro.spool],
            in: URL(fileURLWithPath: bistro.root))
        let result = try #require(child.wait(atMost: 60), "submit waited on the named pipe")
        #expect(result.status == 1)
        let notRead = "not a regular file; it was not read (use - to read standard input)"
        #expect(
            result.stderr == """
                bistro: error: \(pipe) is a named pipe, \(notRead)
                bistro: error: \(folder) is a folder, \(notRead)
                bistro: error: /dev/null is a device or socket, \(notRead)

                """)
        #expect(result.stdout.split(separator: "\n").count == 2, "\(result.stdout)")
        #expect(bistro.files("incoming").count == 2)
        #expect(bistro.files("tmp").isEmpty)
    }
}
