/// "did you mean …?" for a misspelt name: the closest known name by edit distance (a swap of two
/// neighbouring letters counts as one edit, case is ignored), when it is close enough to be a typo.
package enum NameSuggestion {
    /// The closest of `candidates` to `name`: at most 1 edit for names of up to 4 letters, 2 for longer ones.
    /// Ties go to the alphabetically first.
    package static func closest(to name: String, in candidates: some Sequence<String>) -> String? {
        let limit = name.count <= 4 ? 1 : 2
        var best: (distance: Int, name: String)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(Array(name.lowercased()), Array(candidate.lowercased()))
            guard distance <= limit else { continue }
            if best == nil || (distance, candidate) < (best!.distance, best!.name) { best = (distance, candidate) }
        }
        return best?.name
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
