/// The restaurant's settings from `restaurant.json`. Only `name` and `currency` are required; the
/// defaults of everything else are documented in docs/content.md and set here.
public struct Restaurant: Hashable, Sendable {
    public struct Address: Hashable, Sendable {
        public var streetAddress: String?
        public var locality: String?
        public var region: String?
        public var postalCode: String?
        public var country: String?

        public init(streetAddress: String? = nil, locality: String? = nil, region: String? = nil,
                    postalCode: String? = nil, country: String? = nil) {
            self.streetAddress = streetAddress
            self.locality = locality
            self.region = region
            self.postalCode = postalCode
            self.country = country
        }

        /// The non-empty parts joined by ", ".
        public var singleLine: String {
            [streetAddress, locality, region, postalCode, country].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: ", ")
        }
    }

    public struct Contact: Hashable, Sendable {
        public var email: String?
        public var phone: String?

        public init(email: String? = nil, phone: String? = nil) {
            self.email = email
            self.phone = phone
        }
    }

    /// When preparation of a pickup order starts.
    public enum PreparationStart: String, Hashable, Sendable {
        /// When the customer checks in within the pickup radius (default).
        case checkin
        /// As soon as the order is accepted.
        case order
    }

    public struct Pickup: Hashable, Sendable {
        public var radiusMeters: Int = 100
        public var preparationMinutes: Int = 15
        public var startOn: PreparationStart = .checkin

        public init(radiusMeters: Int = 100, preparationMinutes: Int = 15, startOn: PreparationStart = .checkin) {
            self.radiusMeters = radiusMeters
            self.preparationMinutes = preparationMinutes
            self.startOn = startOn
        }
    }

    public var name: String
    public var tagline: String = ""
    /// Absolute URL of the site, ending in "/". Default "/" (links stay relative to the site root).
    public var baseURL: String = "/"
    public var currency: Currency
    public var locale: String = "en_US"
    /// IANA time zone identifier.
    public var timeZone: String = "UTC"
    public var taxRate: Rate = .zero
    /// How receipts name the tax ("HST"); nil prints "Tax".
    public var taxName: String?
    public var tipPresets: [Int] = [10, 15, 20]
    public var address: Address = Address()
    public var location: GeoPoint?
    public var pickup: Pickup = Pickup()
    public var hours: OpeningHours = OpeningHours()
    public var contact: Contact = Contact()
    /// A sendmail-compatible command (argv) for notifications; nil writes them to the Maildir outbox only.
    public var sendmail: [String]?
    /// How long one message may take to go through `sendmail` before it is stopped and left queued
    /// (restaurant.json `notify.sendmailTimeoutSeconds`, 1–600, default 30).
    public var sendmailTimeoutSeconds: Int = 30
    /// At most this many "rejected" messages go to one mailbox per restaurant day (restaurant.json
    /// `notify.rejectionMailsPerDay`, 0–100, default 3; 0 sends none).
    public var rejectionMailsPerDay: Int = 3
    /// Whether each accepted order also sends a kitchen ticket to `contact.email` (restaurant.json
    /// `notify.kitchenTicket`, default false).
    public var kitchenTicket: Bool = false
    /// How many days after an order its receipt page, and its line on the customer's history page, stay
    /// published (restaurant.json `orderPages.keepDays`, default 90). The order itself stays in the book.
    public var orderPagesKeepDays: Int = 90

    public init(name: String, currency: Currency) {
        self.name = name
        self.currency = currency
    }
}
