import Testing

@testable import BistroContent

@Suite struct SlugTests {
    @Test func lowercasesASCIILettersAndDigitsAndDashesEverythingElse() {
        #expect(Slug.make("RC-BURG-01") == "rc-burg-01")
        #expect(Slug.make("Allergy Policy") == "allergy-policy")
        #expect(Slug.make("  --Café Crème 2__") == "caf-cr-me-2")
        #expect(Slug.make("🍔 Zz") == "zz")
        #expect(Slug.make("Ünïcode") == "n-code")
        #expect(Slug.make("…") == "")
    }
}
