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

    /// A file `process` could only reject for its shape is refused with every problem at its position and
    /// not delivered; the good files given with it still go in, and the exit status is 1.
    @Test func submitRefusesWhatIsNotAnOrderFile() throws {
        let bistro = try OrderBookRunner()
        let root = URL(fileURLWithPath: bistro.root)
        try orderJSON(id: "web-1").write(toFile: bistro.root + "/order.json", atomically: true, encoding: .utf8)
        let broken =
            #"{"customer": {"name": "A", "email": "a@example.com"},"# + "\n"
            + #" "items": [{"sku": "X", "quantity": 1}, ]}"#
        try broken.write(toFile: bistro.root + "/broken.json", atomically: true, encoding: .utf8)
        try #"{"customr": {"name": "A"}, "items": 3}"#.write(
            toFile: bistro.root + "/shape.json", atomically: true, encoding: .utf8)
        let result = try BistroRunner.run(
            ["submit", "broken.json", "order.json", "shape.json", "--spool", bistro.spool], in: root)
        #expect(result.status == 1)
        #expect(
            result.stderr == """
                broken.json:2:41: error: malformed JSON: unexpected ']', expected a value
                shape.json:1:2: error: unknown key "customr" in the order (known keys: coupon, customer, \
                deliverAt, delivery, fulfilment, items, note, orderId, pickupAt, table, tip)
                shape.json:1:37: error: "items" must be an array, found a number

                """)
        #expect(result.stdout.hasPrefix("order.json -> "), "\(result.stdout)")
        #expect(bistro.files("incoming").count == 1)

        let piped = try RunningChild(
            URL(fileURLWithPath: "/bin/bash"),
            ["-c", #"printf '{' | "$0" submit - --spool "$1""#, BistroRunner.binary.path, bistro.spool], in: root
        ).wait()
        #expect(piped.status == 1)
        #expect(
            piped.stderr
                == "(standard input):1:2: error: malformed JSON: unexpected end of file, expected a quoted key\n")
        #expect(bistro.files("incoming").count == 1)

        // --no-check delivers it anyway, for `process` to reject.
        let unchecked = try BistroRunner.run(
            ["submit", "--no-check", "broken.json", "--spool", bistro.spool], in: root)
        #expect(unchecked.status == 0, "\(unchecked.stderr)")
        #expect(bistro.files("incoming").count == 2)
    }
}
