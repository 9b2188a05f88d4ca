import BistroContent
import BistroCore

/// A restaurant that takes orders at its tables gets their QR codes in the site (`TableSheet`); when the sheet
/// cannot be made (most often: `baseURL` is not the site's absolute address, which a phone needs), the build
/// says so at restaurant.json's `tables` and publishes no sheet.
enum TableSheetCheck {
    static func warnings(content: RestaurantContent, contentDisplay: String) -> [Diagnostic] {
        guard content.restaurant.tables?.dineIn == true else { return [] }
        do {
            _ = try TableSheet(restaurant: content.restaurant)
            return []
        } catch {
            let location = content.tablesLocation ?? .file(contentDisplay + "/restaurant.json")
            return [.warning("no QR code sheet for the tables (tables/): \(error)", at: location)]
        }
    }
}
