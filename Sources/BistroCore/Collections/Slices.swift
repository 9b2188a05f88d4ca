extension Collection {
    /// The elements in consecutive arrays of at most `size` (the last may be shorter): a statement's
    /// parameters within SQLite's limit, a publish's pages a slice at a time.
    package func slices(of size: Int) -> [[Element]] {
        var slices: [[Element]] = []
        var rest = self[...]
        while !rest.isEmpty {
            slices.append(Array(rest.prefix(size)))
            rest = rest.dropFirst(size)
        }
        return slices
    }
}
