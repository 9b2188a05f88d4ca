import BistroCore
import BistroJSON
import Foundation

/// Reads `restaurant.json`. Only `name` and `currency` are required.
enum RestaurantLoader {
    static let keys: [String] = [
        "name", "tagline", "baseURL", "currency", "locale", "timeZone", "taxRate", "taxName", "tipPresets", "address",
        "location", "pickup", "hours", "contact", "notify", "orderPages",
        "orders", "closures", "heroImage", "reviews", "tables", "taxRates", "delivery",
    ]

    /// `map` gets where `heroImage.src` is written, so a missing picture is an error at it.
    static func load(_ node: JSONNode, path: String, log: DiagnosticLog, map: SourceMap? = nil) -> Restaurant? {
        guard let object = JSONObjectReader(node, path: path, context: "restaurant", knownKeys: keys, log: log) else {
            return nil
        }
        let name = object.string("name", required: true, nonEmpty: true)
        var currency: Currency?
        if let code = object.string("currency", required: true) {
            currency = Currency(code: code)
            if currency == nil {
                object.report(
                    "\"currency\" must be an ISO 4217 code such as \"CAD\", found \"\(code)\"", at: "currency")
            }
        }
        // Without a name or a valid currency the file is still read to its end, so every problem in it is
        // reported in one run; the restaurant itself is then not returned.
        var restaurant = Restaurant(name: name ?? "", currency: currency ?? Currency(code: "XXX", minorUnitDigits: 2))
        restaurant.tagline = object.string("tagline") ?? ""
        if let hero = object.object("heroImage", knownKeys: ["src", "alt"]),
            let src = hero.string("src", required: true, nonEmpty: true), let alt = hero.string("alt", required: true)
        {
            restaurant.heroImage = HeroImage(src: src, alt: alt)
            map?.images.append((src, hero.location(of: "src", in: path)))
        }
        if let baseURL = object.string("baseURL") {
            if let url = URL(string: baseURL), url.scheme == "https" || url.scheme == "http", url.host != nil {
                restaurant.baseURL = baseURL.hasSuffix("/") ? baseURL : baseURL + "/"
            } else {
                object.report(
                    "\"baseURL\" must be an absolute http(s) URL such as \"https://example.com/\"", at: "baseURL")
            }
        }
        if let locale = object.string("locale") {
            if Locale.availableIdentifiers.contains(locale)
                || Locale.availableIdentifiers.contains(locale.replacingOccurrences(of: "-", with: "_"))
            {
                restaurant.locale = locale.replacingOccurrences(of: "-", with: "_")
            } else {
                object.report("unknown locale \"\(locale)\" (e.g. \"en_CA\", \"fr_CA\")", at: "locale")
            }
        }
        if let zone = object.string("timeZone") {
            switch TimeZoneName(zone) {
            case .iana:
                restaurant.timeZone = zone
            case .abbreviation(let suggestion):
                restaurant.timeZone = zone
                log.warning(
                    "time zone \"\(zone)\" is an abbreviation, whose offset may not follow the restaurant's daylight "
                        + "saving time; write the IANA name of its place"
                        + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? " (e.g. \"America/Toronto\")"),
                    at: object.location(of: "timeZone", in: path))
            case .unknown(let suggestion):
                object.report(
                    "unknown IANA time zone \"\(zone)\""
                        + (suggestion.map { " (did you mean \"\($0)\"?)" } ?? " (e.g. \"America/Toronto\")"),
                    at: "timeZone")
            }
        }
        if let rateText = object.string("taxRate") {
            if let rate = Rate.parse(rateText), rate.millionths >= 0, rate.millionths <= 1_000_000 {
                restaurant.taxRate = rate
            } else {
                object.report(
                    "\"taxRate\" must be a decimal string from \"0\" to \"1\" such as \"0.13\", found \"\(rateText)\"",
                    at: "taxRate")
            }
        }
        if let taxName = object.string("taxName", nonEmpty: true) { restaurant.taxName = taxName }
        if let presets = object.array("tipPresets") {
            var values: [Int] = []
            for preset in presets {
                if case .number(let text) = preset.value, let value = Int(text), (0...100).contains(value) {
                    values.append(value)
                } else {
                    log.error(
                        "tip presets must be whole percentages from 0 to 100",
                        at: SourceLocation(path: path, line: preset.line, column: preset.column))
                }
            }
            restaurant.tipPresets = values
        }
        if let address = object.object(
            "address", knownKeys: ["streetAddress", "locality", "region", "postalCode", "country"])
        {
            restaurant.address = Restaurant.Address(
                streetAddress: address.string("streetAddress"), locality: address.string("locality"),
                region: address.string("region"), postalCode: address.string("postalCode"),
                country: address.string("country"))
        }
        if let location = object.object("location", knownKeys: ["latitude", "longitude"]),
            let latitude = location.double("latitude", in: -90...90, required: true),
            let longitude = location.double("longitude", in: -180...180, required: true)
        {
            restaurant.location = GeoPoint(latitude: latitude, longitude: longitude)
        }
        if let pickup = object.object(
            "pickup",
            knownKeys: [
                "radiusMeters", "preparationMinutes", "startOn", "advanceDays",
                "slotMinutes", "maxOrdersPerSlot", "leadMinutes",
            ])
        {
            if let radius = pickup.int("radiusMeters", in: 1...100_000) { restaurant.pickup.radiusMeters = radius }
            if let days = pickup.int("advanceDays", in: 0...365) { restaurant.pickup.advanceDays = days }
            if let minutes = pickup.int("slotMinutes", in: 1...1440) { restaurant.pickup.slotMinutes = minutes }
            if let cap = pickup.int("maxOrdersPerSlot", in: 1...100_000) { restaurant.pickup.maxOrdersPerSlot = cap }
            if let lead = pickup.int("leadMinutes", in: 0...10_080) { restaurant.pickup.leadMinutes = lead }
            if let minutes = pickup.int("preparationMinutes", in: 0...1440) {
                restaurant.pickup.preparationMinutes = minutes
            }
            if let startOn = pickup.string("startOn") {
                if let value = Restaurant.PreparationStart(rawValue: startOn) {
                    restaurant.pickup.startOn = value
                } else {
                    pickup.report("\"startOn\" must be \"checkin\" or \"order\", found \"\(startOn)\"", at: "startOn")
                }
            }
        }
        if let closures = object.array("closures") {
            for node in closures {
                if case .string(let text) = node.value, let day = CalendarDay.parse(text) {
                    restaurant.closures.insert(day)
                } else {
                    log.error(
                        "closures must be dates such as \"2026-12-25\"",
                        at: SourceLocation(path: path, line: node.line, column: node.column))
                }
            }
        }
        if let hours = object.object("hours", knownKeys: OpeningHours.Weekday.allCases.map(\.rawValue)) {
            restaurant.hours = loadHours(hours)
        }
        if let contact = object.object("contact", knownKeys: ["email", "phone"]) {
            restaurant.contact = Restaurant.Contact(email: contact.string("email"), phone: contact.string("phone"))
        }
        if let pages = object.object("orderPages", knownKeys: ["keepDays"]),
            let days = pages.int("keepDays", in: 1...3660)
        {
            restaurant.orderPagesKeepDays = days
        }
        if let orders = object.object(
            "orders", knownKeys: ["endpoint", "checkInEndpoint", "reviewEndpoint", "bookingEndpoint", "offerDownload"])
        {
            restaurant.endpoints = loadEndpoints(orders)
        }
        if let reviews = object.object(
            "reviews", knownKeys: ["enabled", "windowDays", "moderateStars", "minimumCount"])
        {
            if let enabled = reviews.bool("enabled") { restaurant.reviews.enabled = enabled }
            if let days = reviews.int("windowDays", in: 1...365) { restaurant.reviews.windowDays = days }
            if let moderate = reviews.bool("moderateStars") { restaurant.reviews.moderateStars = moderate }
            if let count = reviews.int("minimumCount", in: 1...1000) { restaurant.reviews.minimumCount = count }
        }
        if let notify = object.object(
            "notify", knownKeys: ["sendmail", "kitchenTicket", "sendmailTimeoutSeconds", "rejectionMailsPerDay"])
        {
            if let command = notify.stringArray("sendmail") {
                if command.isEmpty {
                    notify.report(
                        "\"sendmail\" must name a command, e.g. [\"/usr/sbin/sendmail\", \"-t\", \"-i\"]",
                        at: "sendmail")
                } else {
                    restaurant.sendmail = command
                }
            }
            if let ticket = notify.bool("kitchenTicket") { restaurant.kitchenTicket = ticket }
            if let seconds = notify.int("sendmailTimeoutSeconds", in: 1...600) {
                restaurant.sendmailTimeoutSeconds = seconds
            }
            if let limit = notify.int("rejectionMailsPerDay", in: 0...100) { restaurant.rejectionMailsPerDay = limit }
        }
        if let tables = object.object("tables", knownKeys: ["list", "bookings", "dineIn"]) {
            restaurant.tables = loadTables(tables, hours: restaurant.hours, path: path, log: log)
            map?.tables = object.location(of: "tables", in: path)
        }
        if let rates = object.object("taxRates", knownKeys: ["dineIn", "takeAway"]) {
            restaurant.taxRates = loadTaxRates(rates)
        }
        if let delivery = object.object("delivery", knownKeys: deliveryKeys) {
            restaurant.delivery = loadDelivery(delivery, restaurant: restaurant, path: path, log: log)
        }
        return name == nil || currency == nil ? nil : restaurant
    }

    /// `orders.endpoint` and `orders.checkInEndpoint`: each a path (`/api/orders`) or an https URL.
    private static func loadEndpoints(_ orders: JSONObjectReader) -> OrderEndpoints {
        func endpoint(_ key: String, example: String) -> String? {
            guard let text = orders.string(key, nonEmpty: true) else { return nil }
            guard OrderEndpoints.isValid(text) else {
                orders.report(
                    "\"\(key)\" must be a path starting with \"/\" such as \"\(example)\", or an https URL, "
                        + "found \(JSONText.quoted(text))",
                    at: key)
                return nil
            }
            return text
        }
        return OrderEndpoints(
            orders: endpoint("endpoint", example: "/api/orders"),
            checkIns: endpoint("checkInEndpoint", example: "/api/check-ins"),
            reviews: endpoint("reviewEndpoint", example: "/api/reviews"),
            bookings: endpoint("bookingEndpoint", example: "/api/bookings"),
            offersDownload: orders.bool("offerDownload") ?? false)
    }

    private static func loadHours(_ hours: JSONObjectReader) -> OpeningHours {
        var result = OpeningHours()
        for day in OpeningHours.Weekday.allCases {
            guard let ranges = hours.stringArray(day.rawValue) else { continue }
            var intervals: [OpeningHours.Interval] = []
            for text in ranges {
                if let interval = OpeningHours.Interval.parse(text) {
                    intervals.append(interval)
                } else {
                    hours.report("opening hours must look like \"11:00-21:00\", found \"\(text)\"", at: day.rawValue)
                }
            }
            result.days[day] = intervals.sorted { $0.start < $1.start }
        }
        return result
    }
}
