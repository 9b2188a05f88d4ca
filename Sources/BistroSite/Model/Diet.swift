/// The diets Bistro knows how to label and map to schema.org's `RestrictedDiet` values. Owners may use
/// other diet words; those get a label made from the word and no schema.org mapping. Its words are
/// BistroCore's `KnownDiets.names`, which content checks warn against (DietTests).
enum Diet {
    static let known: [String: (label: String, schema: String?)] = [
        "vegetarian": ("Vegetarian", "VegetarianDiet"),
        "vegan": ("Vegan", "VeganDiet"),
        "gluten-free": ("Gluten-free", "GlutenFreeDiet"),
        "halal": ("Halal", "HalalDiet"),
        "kosher": ("Kosher", "KosherDiet"),
        "hindu": ("Hindu", "HinduDiet"),
        "diabetic": ("Diabetic", "DiabeticDiet"),
        "low-calorie": ("Low-calorie", "LowCalorieDiet"),
        "low-fat": ("Low-fat", "LowFatDiet"),
        "low-lactose": ("Low-lactose", "LowLactoseDiet"),
        "low-salt": ("Low-salt", "LowSaltDiet"),
        "dairy-free": ("Dairy-free", nil),
        "nut-free": ("Nut-free", nil),
    ]

    /// "gluten-free" → "Gluten-free"; an unknown "keto friendly" → "Keto friendly".
    package static func label(_ diet: String) -> String {
        if let entry = known[diet.lowercased()] { return entry.label }
        return diet.prefix(1).uppercased() + diet.dropFirst()
    }

    /// "vegan" → "https://schema.org/VeganDiet"; nil for diets schema.org has no value for.
    static func schemaURL(_ diet: String) -> String? {
        known[diet.lowercased()]?.schema.map { "https://schema.org/" + $0 }
    }

    /// A CSS-class-safe form of the diet word.
    static func className(_ diet: String) -> String {
        // ASCII without "\r" (which pairs with "\n" into one character): one byte per character, so the
        // same result byte by byte.
        if diet.utf8.allSatisfy({ $0 < 0x80 && $0 != UInt8(ascii: "\r") }) {
            return String(
                decoding: diet.utf8.map { byte -> UInt8 in
                    let lowered = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte + 0x20 : byte
                    let isLetterOrDigit =
                        (lowered >= UInt8(ascii: "a") && lowered <= UInt8(ascii: "z"))
                        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    return isLetterOrDigit ? lowered : UInt8(ascii: "-")
                }, as: UTF8.self)
        }
        return String(diet.lowercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "-" })
    }
}
