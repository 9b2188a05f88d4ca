/// What `bistro backup` or `bistro restore` copied: how many orders the copy holds, and for a restore,
/// where the book it replaced was kept.
package struct OrderBookCopy: Sendable, Equatable {
    /// Orders in the copy.
    package var orders: Int
    /// Its size in bytes.
    package var bytes: Int
    /// A restore's replaced book, kept under this name (`orders.sqlite.before-restore`); nil when there was none.
    package var replacedBookKeptAs: String?
}
