import BistroCore
import Foundation

/// What `timeZone` in restaurant.json names: an IANA zone ("America/Toronto"); an abbreviation or legacy
/// name the system still accepts ("EST", "PST", "EST5EDT"), whose fixed offset or rules may not follow the
/// restaurant's daylight saving time; or nothing the system knows ("America/Halifx"). The last two come
/// with the IANA name meant, when one is near.
enum TimeZoneName: Equatable {
    case iana
    case abbreviation(suggestion: String?)
    case unknown(suggestion: String?)

    init(_ name: String) {
        let known = TimeZone.knownTimeZoneIdentifiers
        if known.contains(name) || name == "UTC" {
            self = .iana
        } else if TimeZone(identifier: name) != nil {
            let region = TimeZone(abbreviation: name)?.identifier
            self = .abbreviation(suggestion: region.flatMap { known.contains($0) ? $0 : nil })
        } else {
            self = .unknown(suggestion: NameSuggestion.closest(to: name, in: known))
        }
    }
}
