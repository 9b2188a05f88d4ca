import Foundation

/// Why a file operation failed, in the system's words ("No such file or directory"), not as a Foundation
/// error's dump.
enum FileErrorText {
    static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = (error.userInfo[NSUnderlyingErrorKey] as? any Error).map({ $0 as NSError }),
            underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if error.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(error.code))) }
        return error.localizedDescription
    }
}
