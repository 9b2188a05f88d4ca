/// A command that could not do its work, for a reason the person running it can act on (a file that cannot
/// be read, a missing folder, an order that is not there). `Bistro.main` prints it as
/// `bistro: error: MESSAGE` on standard error and exits with status 1.
struct CommandFailure: Error, CustomStringConvertible {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
