/// The subcommand a mistyped word most likely meant, by edit distance.
enum CommandSuggestion {
    /// The name nearest to `word`, when it is near enough to be a typo: at most one edit for words of up to
    /// five letters, two for longer ones (an insertion, a deletion, a substitution or two neighbouring
    /// letters swapped, as in "biuld", each count one). Ties go to the name listed first.
    static func closest(to word: String, among names: [String]) -> String? {
        guard word.count <= 40 else { return nil }
        let allowed = word.count <= 5 ? 1 : 2
        var best: (name: String, distance: Int)?
        for name in names {
            let distance = editDistance(Array(word.lowercased()), Array(name))
            if distance <= allowed, distance < best?.distance ?? .max { best = (name, distance) }
        }
        return best?.name
    }

    /// The optimal string alignment distance: Levenshtein's, plus swapping two adjacent characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { rows[i][0] = i }
        for j in 0...b.count { rows[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
                }
            }
        }
        return rows[a.count][b.count]
    }
}
