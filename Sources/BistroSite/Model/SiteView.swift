import Mustache

/// What every page knows about the restaurant: name, language, contact, address, hours, and where the
/// stylesheet and logo are. Templates reach it as `site`.
public struct SiteView: Hashable, Sendable, MustacheParent {
    public var name: String
    public var tagline: String
    /// BCP 47 language tag for `<html lang>`: "en-CA".
    public var lang: String
    /// Root-relative prefix of every link: "/" or "/cafe/".
    public var root: String
    public var baseURL: String
    public var currency: String
    public var stylesheet: String
    public var logo: ImageView?
    public var streetAddress: String?
    public var locality: String?
    public var region: String?
    public var postalCode: String?
    public var country: String?
    public var addressLine: String
    public var phone: String?
    public var email: String?
    /// An OpenStreetMap link to the restaurant's location.
    public var mapURL: String?
    public var hours: [HoursRow]
    public var hasKits: Bool

    /// "tel:+14165550199": the phone number with only digits and a leading plus.
    public var phoneHref: String? {
        phone.map { "tel:" + $0.filter { $0.isNumber || $0 == "+" } }
    }

    public func child(named key: String) -> Any? {
        switch key {
        case "name": name
        case "tagline": tagline.isEmpty ? nil : tagline
        case "lang": lang
        case "root": root
        case "baseURL": baseURL
        case "currency": currency
        case "stylesheet": stylesheet
        case "logo": logo
        case "streetAddress": streetAddress
        case "locality": locality
        case "region": region
        case "postalCode": postalCode
        case "country": country
        case "addressLine": addressLine.isEmpty ? nil : addressLine
        case "phone": phone
        case "phoneHref": phoneHref
        case "email": email
        case "emailHref": email.map { "mailto:" + $0 }
        case "hasContact": phone != nil || email != nil
        case "mapURL": mapURL
        case "hours": hours
        case "hasHours": !hours.isEmpty
        case "hasKits": hasKits
        default: nil
        }
    }
}
