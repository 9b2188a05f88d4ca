import BistroTemplates
import Mustache

/// What every page knows about the restaurant: name, language, contact, address, hours, and where the
/// stylesheet and logo are. Templates reach it as `site`.
package final class SiteView: Sendable, MustacheParent {
    package let name: String
    package let tagline: String
    /// BCP 47 language tag for `<html lang>`: "en-CA".
    package let lang: String
    /// Root-relative prefix of every link: "/" or "/cafe/".
    package let root: String
    package let baseURL: String
    package let currency: String
    package let stylesheet: String
    package let logo: ImageView?
    /// restaurant.json `heroImage`, shown big at the top of the home page.
    let heroImage: ImageView?
    package let streetAddress: String?
    package let locality: String?
    package let region: String?
    package let postalCode: String?
    package let country: String?
    let addressLine: String
    package let phone: String?
    package let email: String?
    /// `email` as a `mailto:` URL (see `mailtoURL`).
    let emailHref: String?
    /// An OpenStreetMap link to the restaurant's location.
    let mapURL: String?
    package let hours: [HoursRow]
    let hasKits: Bool
    /// The order page (root-relative link), and the modules of the order form and the menu filters.
    let orderURL: String
    let orderScript: String
    let menuScript: String
    /// restaurant.json `orders.endpoint` and `orders.checkInEndpoint`, as written.
    let orderEndpoint: String?
    package let checkInEndpoint: String?
    /// restaurant.json `orders.offerDownload`: "Download the order file" beside "Send by email".
    let offersOrderDownload: Bool
    /// restaurant.json `closures` as one line ("Closed December 25 – 26 and January 1"), nil without any.
    let closures: String?
    /// What the menu filters offer: every diet and every allergen of the menu, in menu order.
    let filterDiets: [FilterOption]
    let filterAllergens: [FilterOption]
    /// restaurant.json `reviews.enabled`: the menu filters offer "4★ and up", "5★ only" and a sort by rating.
    let showsRatings: Bool
    /// restaurant.json `tipPresets` (whole percentages) and how the estimate names the tax ("HST 13%").
    package let tipPresets: [Int]
    package let taxLabel: String

    init(
        name: String, tagline: String, lang: String, root: String, baseURL: String, currency: String,
        stylesheet: String, logo: ImageView?, heroImage: ImageView? = nil, streetAddress: String?, locality: String?,
        region: String?,
        postalCode: String?, country: String?, addressLine: String, phone: String?, email: String?, mapURL: String?,
        hours: [HoursRow], hasKits: Bool,
        closures: String? = nil, orderEndpoint: String? = nil, checkInEndpoint: String? = nil,
        offersOrderDownload: Bool = false,
        filterDiets: [FilterOption] = [],
        filterAllergens: [FilterOption] = [], showsRatings: Bool = false, tipPresets: [Int] = [],
        taxLabel: String = "Tax"
    ) {
        self.name = name
        self.tagline = tagline
        self.lang = lang
        self.root = root
        self.baseURL = baseURL
        self.currency = currency
        self.stylesheet = stylesheet
        self.logo = logo
        self.heroImage = heroImage
        self.streetAddress = streetAddress
        self.locality = locality
        self.region = region
        self.postalCode = postalCode
        self.country = country
        self.addressLine = addressLine
        self.phone = phone
        self.email = email
        self.emailHref = email.map(Self.mailtoURL)
        self.mapURL = mapURL
        self.hours = hours
        self.hasKits = hasKits
        self.orderURL = root + "order/"
        self.orderScript = root + "assets/order-form.js"
        self.menuScript = root + "assets/menu-filters.js"
        self.orderEndpoint = orderEndpoint
        self.checkInEndpoint = checkInEndpoint
        self.offersOrderDownload = offersOrderDownload
        self.closures = closures
        self.filterDiets = filterDiets
        self.filterAllergens = filterAllergens
        self.showsRatings = showsRatings
        self.tipPresets = tipPresets
        self.taxLabel = taxLabel
    }

    /// "tel:+14165550199": the phone number with only digits and a leading plus.
    var phoneHref: String? {
        phone.map { "tel:" + $0.filter { $0.isNumber || $0 == "+" } }
    }

    /// A `mailto:` URL percent-encoded as RFC 6068 asks: every UTF-8 byte but ASCII letters, digits and
    /// `-._~!$'()*+,;:@` becomes `%XX` (a quote, a space, `?`, `#`, `%`…), so whatever address the owner
    /// wrote stays one valid URL.
    static func mailtoURL(_ address: String) -> String {
        var url = "mailto:"
        for byte in address.utf8 {
            if (byte >= 0x30 && byte <= 0x39) || ((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A)
                || "-._~!$'()*+,;:@".utf8.contains(byte)
            {
                url.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                url += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return url
    }

    /// The names `child(named:)` answers, for `TemplateNameCheck` (a test keeps the two in step).
    static let templateNames = TemplateNameTree(
        [
            "name", "tagline", "hasTagline", "lang", "root", "baseURL", "currency", "stylesheet", "streetAddress",
            "locality",
            "region", "postalCode", "country", "addressLine", "hasAddress", "phone", "hasPhone", "phoneHref", "email",
            "hasEmail",
            "emailHref", "hasContact", "mapURL", "hasMap", "hasHours", "closures", "hasClosures", "hasKits", "orderURL",
            "orderScript",
            "menuScript",
            "orderEndpoint", "hasOrderEndpoint", "checkInEndpoint", "hasCheckInEndpoint", "offersOrderDownload",
            "hasFilters",
            "hasFilterDiets", "hasFilterAllergens", "showsRatings", "tipPresets", "taxLabel", "hasHeroImage",
        ],
        [
            "logo": ImageView.templateNames, "heroImage": ImageView.templateNames, "hours": HoursRow.templateNames,
            "filterDiets": FilterOption.templateNames,
            "filterAllergens": FilterOption.templateNames,
        ])

    package func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "tagline": tagline.isEmpty ? nil : tagline
        case "hasTagline": !tagline.isEmpty
        case "lang": lang
        case "root": root
        case "baseURL": baseURL
        case "currency": currency
        case "stylesheet": stylesheet
        case "logo": logo
        case "heroImage": heroImage
        case "hasHeroImage": heroImage != nil
        case "streetAddress": streetAddress
        case "locality": locality
        case "region": region
        case "postalCode": postalCode
        case "country": country
        case "addressLine": addressLine.isEmpty ? nil : addressLine
        case "hasAddress": !addressLine.isEmpty
        case "phone": phone
        case "hasPhone": phone != nil
        case "phoneHref": phoneHref
        case "email": email
        case "hasEmail": email != nil
        case "emailHref": emailHref
        case "hasContact": phone != nil || email != nil
        case "mapURL": mapURL
        case "hasMap": mapURL != nil
        case "hours": hours
        case "hasHours": !hours.isEmpty
        case "closures": closures
        case "hasClosures": closures != nil
        case "hasKits": hasKits
        case "orderURL": orderURL
        case "orderScript": orderScript
        case "menuScript": menuScript
        case "orderEndpoint": orderEndpoint
        case "hasOrderEndpoint": orderEndpoint != nil
        case "checkInEndpoint": checkInEndpoint
        case "hasCheckInEndpoint": checkInEndpoint != nil
        case "offersOrderDownload": offersOrderDownload
        case "filterDiets": filterDiets
        case "filterAllergens": filterAllergens
        case "hasFilters": !filterDiets.isEmpty || !filterAllergens.isEmpty
        case "tipPresets": tipPresets
        case "taxLabel": taxLabel
        case "hasFilterDiets": !filterDiets.isEmpty
        case "hasFilterAllergens": !filterAllergens.isEmpty
        case "showsRatings": showsRatings
        default: nil
        }
    }
}
