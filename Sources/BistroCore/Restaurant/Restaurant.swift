/// The restaurant's settings from `restaurant.json`. Only `name` and `currency` are required; the
/// defaults of everything else are documented in docs/content.md and set here.
package struct Restaurant: Hashable, Sendable {
    package struct Address: Hashable, Sendable {
        package var streetAddress: String?
        package var locality: String?
        package var region: String?
        package var postalCode: String?
        package var country: String?

        package init(
            streetAddress: String? = nil, locality: String? = nil, region: String? = nil,
            postalCode: String? = nil, country: String? = nil
        ) {
            self.streetAddress = streetAddress
            self.locality = locality
            self.region = region
            self.postalCode = postalCode
            self.country = country
        }

        /// The non-empty parts joined by ", ".
        package var singleLine: String {
            [streetAddress, locality, region, postalCode, country].compactMap { $0 }.filter { !$0.isEmpty }
                .joined(separator: ", ")
        }
    }

    package struct Contact: Hashable, Sendable {
        package var email: String?
        package var phone: String?

        package init(email: String? = nil, phone: String? = nil) {
            self.email = email
            self.phone = phone
        }
    }

    /// When preparation of a pickup order starts.
    package enum PreparationStart: String, Hashable, Sendable {
        /// When the customer checks in within the pickup radius (default).
        case checkin
        /// As soon as the order is accepted.
        case order
    }

    package struct Pickup: Hashable, Sendable {
        package var radiusMeters: Int = 100
        package var preparationMinutes: Int = 15
        package var startOn: PreparationStart = .checkin
        /// How many days ahead a pickup may be (restaurant.json `pickup.advanceDays`, 0–365; 0: today only).
        package var advanceDays: Int = 0
        /// Pickup slots' length (restaurant.json `pickup.slotMinutes`, 1–1440, default 15).
        package var slotMinutes: Int = 15
        /// Accepted, not cancelled orders per slot (`pickup.maxOrdersPerSlot`); nil: unlimited.
        package var maxOrdersPerSlot: Int?
        /// A scheduled pickup is at least this long after the order (`pickup.leadMinutes`, default 0).
        package var leadMinutes: Int = 0

        /// Whether an as-soon-as-possible order is given a slot (a cap or a lead time makes it matter).
        package var assignsSlots: Bool { maxOrdersPerSlot != nil || leadMinutes > 0 }

        package init(radiusMeters: Int = 100, preparationMinutes: Int = 15, startOn: PreparationStart = .checkin) {
            self.radiusMeters = radiusMeters
            self.preparationMinutes = preparationMinutes
            self.startOn = startOn
        }
    }

    package var name: String
    package var tagline: String = ""
    /// restaurant.json `heroImage`: the home page's big picture, nil without one.
    package var heroImage: HeroImage?
    /// Absolute URL of the site, ending in "/". Default "/" (links stay relative to the site root).
    package var baseURL: String = "/"
    package var currency: Currency
    package var locale: String = "en_US"
    /// IANA time zone identifier.
    package var timeZone: String = "UTC"
    package var taxRate: Rate = .zero
    /// How receipts name the tax ("HST"); nil prints "Tax".
    package var taxName: String?
    package var tipPresets: [Int] = [10, 15, 20]
    package var address: Address = Address()
    package var location: GeoPoint?
    package var pickup: Pickup = Pickup()
    package var hours: OpeningHours = OpeningHours()
    /// Days the restaurant is closed all day (restaurant.json `closures`, "2026-12-25").
    package var closures: Set<CalendarDay> = []
    package var contact: Contact = Contact()
    /// A sendmail-compatible command (argv) for notifications; nil writes them to the Maildir outbox only.
    package var sendmail: [String]?
    /// How long one message may take to go through `sendmail` before it is stopped and left queued
    /// (restaurant.json `notify.sendmailTimeoutSeconds`, 1–600, default 30).
    package var sendmailTimeoutSeconds: Int = 30
    /// At most this many "rejected" messages go to one mailbox per restaurant day (restaurant.json
    /// `notify.rejectionMailsPerDay`, 0–100, default 3; 0 sends none).
    package var rejectionMailsPerDay: Int = 3
    /// Whether each accepted order also sends a kitchen ticket to `contact.email` (restaurant.json
    /// `notify.kitchenTicket`, default false).
    package var kitchenTicket: Bool = false
    /// How many days after an order its receipt page, and its line on the customer's history page, stay
    /// published (restaurant.json `orderPages.keepDays`, default 90). The order itself stays in the book.
    package var orderPagesKeepDays: Int = 90
    /// Where the order page and the receipt page send orders and check-ins (restaurant.json `orders`).
    package var endpoints: OrderEndpoints = OrderEndpoints()
    /// Who may rate what, for how long, and what waits for the owner (restaurant.json `reviews`).
    package var reviews = ReviewSettings()
    /// The dining room: tables, bookings and dine-in orders (restaurant.json `tables`); nil: none.
    package var tables: TableSettings?
    /// Separate rates for dine-in and take-away orders (restaurant.json `taxRates`); nil: `taxRate` for both.
    package var taxRates: TaxRates?
    /// Delivery zones, fees and drivers' share (restaurant.json `delivery`); nil: pickup only.
    package var delivery: DeliverySettings?

    package init(name: String, currency: Currency) {
        self.name = name
        self.currency = currency
    }
}
