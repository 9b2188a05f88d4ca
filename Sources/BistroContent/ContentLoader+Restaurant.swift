import BistroCore
import Foundation

extension ContentLoader {
    /// Only `restaurant.json`, without checking the rest of the folder: for callers that need the
    /// restaurant's settings (its time zone) before deciding whether to load everything. nil when the
    /// file is missing or has errors; `load()` reports those.
    package func loadRestaurant() -> Restaurant? {
        let url = directory.appendingPathComponent("restaurant.json")
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        let log = DiagnosticLog()
        guard let node = JSONFile.read(url, displayPath: "restaurant.json", log: log),
            let restaurant = RestaurantLoader.load(node, path: "restaurant.json", log: log), !log.hasErrors
        else { return nil }
        return restaurant
    }
}
