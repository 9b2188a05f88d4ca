import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `bistro serve` where another program already listens: it says which address is taken and how to
/// choose another, and exits 1 (the preview too), instead of the system call's own words.
@Suite struct ServeAddressInUseTests {
    @Test func aTakenAddressIsNamedWithHowToChooseAnother() throws {
        let site = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: site) }
        let (descriptor, port) = try LoopbackSocket.listening()
        defer { Glibc.close(descriptor) }
        let expected =
            "bistro: error: cannot serve on 127.0.0.1:\(port): the address is already in use (another bistro serve "
            + "or web server listens there); choose another with --listen, such as --listen 127.0.0.1:0 (any free "
            + "port, printed on start)\n"
        let served = try BistroRunner.run(["serve", "--output", site.path, "--listen", "127.0.0.1:\(port)"])
        #expect(served.status == 1)
        #expect(served.stderr == expected)
        #expect(!served.stderr.contains("errno"))

        let (folder, cafe) = try SiteWarningsTests.newRestaurant()
        defer { try? FileManager.default.removeItem(at: folder) }
        let preview = try BistroRunner.run(["serve", "--preview", "--listen", "127.0.0.1:\(port)"], in: cafe)
        #expect(preview.status == 1)
        #expect(preview.stderr == expected)
    }
}
