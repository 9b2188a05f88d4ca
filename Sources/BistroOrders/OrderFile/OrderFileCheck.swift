import BistroCore

/// Whether bytes are an order, check-in or review file `bistro process` can read, before `bistro submit` delivers
/// them: the reasons `process` would reject them with before looking at the menu (not UTF-8, malformed
/// JSON, not an object, unknown keys, missing or mistyped fields), as `path:line:column: error: message`.
/// Whether the dishes, options, coupon and pickup time are acceptable is for `process` to decide, with the
/// content.
package enum OrderFileCheck {
    package static func diagnostics(_ bytes: [UInt8], path: String) -> [Diagnostic] {
        let problems: RejectionList
        switch SpoolFile.parse(bytes) {
        case .failure(let list): problems = list
        case .success(.order(let order)): problems = order.problems
        case .success(.checkIn(let checkIn)): problems = checkIn.problems
        case .success(.review(let review)): problems = review.problems
        case .success(.booking(let booking)): problems = booking.problems
        case .success(.bookingCancellation), .success(.driverStep): problems = RejectionList()
        }
        return problems.rejections.map { rejection in
            .error(
                rejection.message,
                at: SourceLocation(path: path, line: rejection.line ?? 1, column: rejection.column ?? 1))
        }
    }
}
