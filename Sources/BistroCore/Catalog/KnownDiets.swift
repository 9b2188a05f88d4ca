/// The diet words Bistro labels and maps to schema.org (the site's `Diet`). Owners may write others
/// ("keto"); a word one typo away from one of these ("glutenfree") is warned about as a likely misspelling.
package enum KnownDiets {
    package static let names: Set<String> = [
        "vegetarian", "vegan", "gluten-free", "halal", "kosher", "hindu", "diabetic", "low-calorie", "low-fat",
        "low-lactose", "low-salt", "dairy-free", "nut-free",
    ]

    /// The known diet `word` misspells, or nil when it is known or not near one: case, spaces and hyphens
    /// aside ("Gluten free"), or within `NameSuggestion`'s reach ("vegatarian").
    package static func misspelt(_ word: String) -> String? {
        let lowered = word.lowercased()
        guard !names.contains(lowered) else { return nil }
        let squashed = lowered.filter { $0 != "-" && $0 != " " && $0 != "_" }
        if let same = names.first(where: { $0.filter { $0 != "-" } == squashed }) { return same }
        return NameSuggestion.closest(to: lowered, in: names)
    }
}
