import Foundation
import NIOCore

/// Why the server could not listen where `--listen` said, in plain words with what to do: a port another
/// program holds, a port below 1024 without the right to bind it, an address this machine does not have.
/// Anything else keeps the system's words.
enum ListenFailure {
    static func message(for error: any Error, listen: ListenAddress) -> String {
        let prefix = "cannot serve on \(listen): "
        guard let error = error as? IOError else { return prefix + "\(error)" }
        let another =
            "choose another with --listen, such as --listen \(listen.host):0 (any free port, printed on start)"
        switch error.errnoCode {
        case EADDRINUSE:
            return prefix + "the address is already in use (another bistro serve or web server listens there); "
                + another
        case EACCES:
            return prefix + "this user may not listen on port \(listen.port) (ports below 1024 need privileges); "
                + another
        case EADDRNOTAVAIL:
            return prefix + "this machine has no address \(listen.host); listen on one of its own, such as "
                + "--listen 127.0.0.1:\(listen.port)"
        default:
            return prefix + "\(error)"
        }
    }
}
