/// The reasons one file is rejected, in the order they were found, kept up to `limit`: past it the
/// reasons are only counted, so a file with 88,000 unknown keys costs 50 reasons everywhere it is told
/// (sidecar, order book, mail, summary), not 88,000. `rejections` lists the kept ones followed, when some
/// were dropped, by one `too_many_problems` reason saying how many more there were.
package struct RejectionList: Error, Sendable, Hashable {
    package static let limit = 50

    private var kept: [Rejection] = []
    /// Reasons found past the limit.
    private(set) var omitted = 0

    package init() {}

    package init(_ rejections: [Rejection]) {
        for rejection in rejections { append(rejection) }
    }

    package mutating func append(_ rejection: Rejection) {
        if kept.count < Self.limit { kept.append(rejection) } else { omitted += 1 }
    }

    package var isEmpty: Bool { kept.isEmpty }

    /// Gives each kept reason what `subject` says it is about (`Rejection.about`).
    mutating func describe(_ subject: (Rejection) -> String?) {
        for index in kept.indices { kept[index].about = subject(kept[index]) }
    }

    /// The kept reasons, then `too_many_problems` when some were dropped.
    package var rejections: [Rejection] {
        guard omitted > 0 else { return kept }
        return kept + [
            Rejection(
                .tooManyProblems,
                "and \(omitted) more \(omitted == 1 ? "problem" : "problems"); only the first \(Self.limit) "
                    + "of a file are listed"
            )
        ]
    }
}
