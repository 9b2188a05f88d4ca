import ArgumentParser
import BistroCore
import BistroJSON
import BistroOrderBook

/// `bistro reviews`: the owner's moderation of ratings (issue 28, docs/reviews.md).
struct ReviewsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reviews",
        abstract: "List customers' ratings and approve, reject or answer them.",
        discussion: """
            Customers rate the dishes of an order once it has been picked up (POST /api/reviews, or a review \
            file in the spool). A comment waits for you; stars alone count at once unless reviews.moderateStars \
            is true. Only approved ratings count and show; the next build (or bistro serve) shows them.

            Examples:
              bistro reviews --pending
              bistro reviews approve 12 13
              bistro reviews reply 14 "Thank you, see you soon!"
              bistro reviews reject 15
            """,
        subcommands: [ReviewsList.self, ReviewsApprove.self, ReviewsReject.self, ReviewsReply.self],
        defaultSubcommand: ReviewsList.self
    )
}

struct ReviewsList: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List ratings, newest first (the default of bistro reviews).",
        discussion: """
            Each rating shows its id (for approve, reject and reply), the stars, the dish, the order, the \
            customer as the site names them (first name and initial) and whether it waits for you.

            Examples:
              bistro reviews --pending
              bistro reviews list --json --limit 500
            """)

    @OptionGroup var store: StoreOptions
    @Flag(name: .long, help: "Only the ratings waiting for you.") var pending = false
    @Option(name: .long, help: "At most this many ratings.") var limit = 100
    @Flag(name: .long, help: "Print JSON.") var json = false

    func run() throws {
        try store.requireDatabase()
        let reviews = try runStore {
            try OrderBookReader(path: store.databasePath).reviews(pendingOnly: pending, limit: max(1, limit))
        }
        if json {
            print(JSONValue.array(reviews.map(Self.json)).rendered(pretty: true))
            return
        }
        if reviews.isEmpty { print(pending ? "No ratings wait for you." : "No ratings yet.") }
        for review in reviews {
            let stars = String(repeating: "★", count: review.stars) + String(repeating: "☆", count: 5 - review.stars)
            print(
                "#\(review.id) \(stars) \(review.dish) (\(review.sku)), \(review.orderNumber), \(review.reviewer), \(review.state.rawValue)"
            )
            if let comment = review.comment {
                for line in comment.split(separator: "\n", omittingEmptySubsequences: false) { print("    \(line)") }
            }
            if let reply = review.reply { print("    Reply: \(reply)") }
        }
    }

    static func json(_ review: ReviewListing) -> JSONValue {
        .object([
            ("id", .int(Int(review.id))), ("orderNumber", .string(review.orderNumber)), ("sku", .string(review.sku)),
            ("dish", .string(review.dish)), ("stars", .int(review.stars)), ("comment", .optional(review.comment)),
            ("state", .string(review.state.rawValue)), ("reply", .optional(review.reply)),
            ("reviewer", .string(review.reviewer)), ("reviewedAt", .string(review.reviewedAt.iso8601)),
        ])
    }
}

/// Approves, rejects or answers reviews by id; an unknown id is an error (exit status 1) after the others.
enum ReviewModerationRun {
    static func run(_ ids: [Int64], _ action: ReviewModeration, store: StoreOptions, verb: String) throws {
        let book = try store.openExistingStore()
        let now = LocalTime(store.currentTime, in: .gmt)
        let missing = try runStore {
            try book.write { transaction in
                try ids.filter { try !transaction.moderate(reviewID: $0, action, at: now) }
            }
        }
        let done = ids.filter { !missing.contains($0) }
        if !done.isEmpty { print("\(verb) \(done.map { "#\($0)" }.joined(separator: ", "))") }
        if !missing.isEmpty {
            throw CommandFailure("no review \(missing.map { "#\($0)" }.joined(separator: ", ")) (see bistro reviews)")
        }
    }
}

struct ReviewsApprove: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve", abstract: "Count and show these ratings.",
        discussion: """
            Examples:
              bistro reviews approve 12 13
            """)
    @OptionGroup var store: StoreOptions
    @Argument(help: "Review ids, as bistro reviews lists them.") var ids: [Int64]

    func run() throws { try ReviewModerationRun.run(ids, .approve, store: store, verb: "Approved") }
}

struct ReviewsReject: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reject", abstract: "Hide these ratings: they neither count nor show.",
        discussion: """
            Examples:
              bistro reviews reject 15
            """)
    @OptionGroup var store: StoreOptions
    @Argument(help: "Review ids, as bistro reviews lists them.") var ids: [Int64]

    func run() throws { try ReviewModerationRun.run(ids, .reject, store: store, verb: "Rejected") }
}

struct ReviewsReply: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reply", abstract: "Answer a rating's comment (shown under it); approves it.",
        discussion: """
            Examples:
              bistro reviews reply 14 "Thank you, see you soon!"
            """)
    @OptionGroup var store: StoreOptions
    @Argument(help: "The review id.") var id: Int64
    @Argument(help: "Your answer, plain text (at most 1,000 characters).") var text: String

    func validate() throws {
        guard let cleaned = ReviewComment.clean(text), cleaned.count <= ReviewComment.maximumLength else {
            throw ValidationError("the reply must hold 1 to \(ReviewComment.maximumLength) visible characters")
        }
    }

    func run() throws {
        try ReviewModerationRun.run([id], .reply(ReviewComment.clean(text) ?? text), store: store, verb: "Answered")
    }
}
