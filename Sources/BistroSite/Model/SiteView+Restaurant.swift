import BistroCore
import Foundation

extension SiteView {
    /// The site-wide view of the restaurant's settings.
    convenience init(
        restaurant: Restaurant, urls: SiteURLs, logo: ImageView?, heroImage: ImageView? = nil, hasKits: Bool,
        catalog: Catalog
    ) {
        let address = restaurant.address
        self.init(
            name: restaurant.name, tagline: restaurant.tagline,
            lang: restaurant.locale.replacingOccurrences(of: "_", with: "-"),
            root: urls.rootPath, baseURL: urls.baseURL, currency: restaurant.currency.code,
            stylesheet: urls.rootPath + "assets/style.css", logo: logo, heroImage: heroImage,
            streetAddress: address.streetAddress, locality: address.locality, region: address.region,
            postalCode: address.postalCode, country: address.country, addressLine: address.singleLine,
            phone: restaurant.contact.phone, email: restaurant.contact.email,
            mapURL: restaurant.location.map {
                "https://www.openstreetmap.org/?mlat=\($0.latitude)&mlon=\($0.longitude)#map=17/"
                    + "\($0.latitude)/\($0.longitude)"
            },
            hours: SiteView.hoursTable(restaurant.hours, locale: restaurant.locale), hasKits: hasKits,
            closures: ClosuresText.sentence(restaurant.closures, locale: restaurant.locale),
            orderEndpoint: restaurant.endpoints.orders, checkInEndpoint: restaurant.endpoints.checkIns,
            offersOrderDownload: restaurant.endpoints.offersDownload,
            filterDiets: FilterOption.diets(catalog), filterAllergens: FilterOption.allergens(catalog),
            showsRatings: restaurant.reviews.enabled,
            tipPresets: restaurant.tipPresets,
            taxLabel: "\(restaurant.taxName ?? "Tax") \(restaurant.taxRate.percentText)")
    }

    /// Monday to Sunday with the locale's day names and times ("11:00 AM" in en_US, "11:00" in de_DE);
    /// empty when the owner gave no hours at all.
    static func hoursTable(_ hours: OpeningHours, locale: String) -> [HoursRow] {
        guard !hours.isEmpty else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        // standaloneWeekdaySymbols starts on Sunday.
        let names = calendar.standaloneWeekdaySymbols
        let clock = ClockText(locale: locale)
        return OpeningHours.Weekday.allCases.enumerated().map { index, day in
            let name = names.count == 7 ? names[(index + 1) % 7] : day.schemaName
            return HoursRow(
                day: name.prefix(1).uppercased() + name.dropFirst(), key: day.rawValue,
                ranges: hours.intervals(on: day).map {
                    HoursRow.Range(
                        opens: clock.text($0.start), closes: clock.text($0.end), opensISO: $0.opens,
                        closesISO: $0.closes)
                })
        }
    }
}
