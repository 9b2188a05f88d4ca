import Testing

@testable import BistroContent
@testable import BistroCore
@testable import BistroSite

@Suite struct SiteModelTests {
    @Test func skusThatSlugAlikeInOneCategoryAreAContentError() throws {
        var content = SampleContent.make()
        let twin = MenuItem(sku: "rc burg 01", name: "Twin", price: SampleContent.money("1.00"), categoryID: "burgers")
        content.catalog = Catalog(
            categories: [
                MenuCategory(id: "burgers", name: "Burgers", items: content.catalog.categories[0].items + [twin])
            ], kits: [])
        #expect(throws: ContentError.self) { try SiteModel(content: content) }
        do {
            _ = try SiteModel(content: content, contentDisplayPath: "Content")
        } catch {
            #expect(
                error.diagnostics.map(\.description) == [
                    #"Content/menu.json:1:1: error: SKU "rc burg 01" would be published at /menu/burgers/rc-burg-01/, which SKU "RC-BURG-01" already uses"#
                ])
        }
    }

    @Test func dietClassNamesKeepLowercaseASCIILettersAndDigits() {
        #expect(Diet.className("Gluten Free") == "gluten-free")
        #expect(Diet.className("Keto_2") == "keto-2")
        #expect(Diet.className("Végétarien") == "v-g-tarien")
        #expect(Diet.className("a\r\nb") == "a-b")
    }
}
