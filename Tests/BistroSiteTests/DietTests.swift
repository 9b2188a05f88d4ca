import BistroCore
import Testing

@testable import BistroSite

@Suite struct DietTests {
    /// The words the site labels are the words content checks know: a misspelling warning never names a
    /// word the site would not label.
    @Test func theSiteLabelsTheKnownDiets() {
        #expect(Set(Diet.known.keys) == KnownDiets.names)
    }
}
