import Foundation

/// A time of day as the restaurant's locale writes it (Foundation's short time style, ICU's data on Linux):
/// "9:30 PM" (en_US, with a narrow no-break space), "21:30" (de_DE, fr_CA). Opening hours read this way;
/// `iso` keeps the 24-hour "21:30" for `<time datetime>` and schema.org.
struct ClockText {
    private let formatter: DateFormatter

    init(locale: String) {
        formatter = DateFormatter()
        formatter.locale = Locale(identifier: locale)
        formatter.timeZone = .gmt
        formatter.dateStyle = .none
        formatter.timeStyle = .short
    }

    /// `minuteOfDay` since midnight; a minute past the day (a range that ends after midnight) is the next
    /// day's time.
    func text(_ minuteOfDay: Int) -> String {
        let minute = (minuteOfDay % (24 * 60) + 24 * 60) % (24 * 60)
        return formatter.string(from: Date(timeIntervalSince1970: TimeInterval(minute * 60)))
    }
}
