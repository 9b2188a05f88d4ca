import BistroCore
import BistroJSON

/// restaurant.json `delivery` (docs/delivery.md).
extension RestaurantLoader {
    static let deliveryKeys = [
        "default", "zones", "leadMinutes", "driverShare", "freeOver", "taxDeliveryFee",
    ]

    static func loadDelivery(_ object: JSONObjectReader, restaurant: Restaurant, path: String, log: DiagnosticLog)
        -> DeliverySettings
    {
        func error(_ message: String, at node: JSONNode) {
            log.error(message, at: SourceLocation(path: path, line: node.line, column: node.column))
        }
        let currency = restaurant.currency
        let maximum = PriceLimits.maximumPrice(currency)
        var settings = DeliverySettings(zones: [])
        var lastRing: (meters: Int, node: JSONNode)?
        var prefixes: [String: JSONNode] = [:]
        let zoneNodes = object.array("zones", required: true) ?? []
        for node in zoneNodes {
            guard
                let zone = object.nested(
                    node, context: "a delivery zone", knownKeys: ["upToKm", "postalCodes", "fee", "minimum"])
            else { continue }
            let fee = zone.money("fee", currency: currency, required: true, maximum: maximum)
            let minimum = zone.money("minimum", currency: currency, maximum: maximum) ?? Money.zero(currency)
            let hasRing = zone.value("upToKm") != nil, hasCodes = zone.value("postalCodes") != nil
            guard hasRing != hasCodes else {
                error(
                    "a delivery zone has either \"upToKm\" (a ring) or \"postalCodes\", not both or neither", at: node)
                continue
            }
            var area: DeliveryZone.Area?
            if hasRing, let km = zone.double("upToKm", in: 0.1...100) {
                let meters = Int((km * 1000).rounded())
                let kmNode = zone.value("upToKm")!
                if restaurant.location == nil {
                    error(
                        "a ring (\"upToKm\") is measured from \"location\", which restaurant.json does not give",
                        at: kmNode)
                }
                if let last = lastRing, meters <= last.meters {
                    error(
                        meters == last.meters
                            ? "this ring overlaps the one on line \(last.node.line): both reach \(DeliveryDistance.kilometresText(meters)) km"
                            : "rings go outwards: \(DeliveryDistance.kilometresText(meters)) km comes after "
                                + "\(DeliveryDistance.kilometresText(last.meters)) km (line \(last.node.line)); list the nearer ring first",
                        at: kmNode)
                } else {
                    lastRing = (meters, kmNode)
                    area = .ring(upToMeters: meters)
                }
            } else if hasCodes, let codes = zone.array("postalCodes") {
                var normalized: [String] = []
                for node in codes {
                    guard case .string(let code) = node.value else {
                        error("a postal code prefix is a string such as \"M5V\"", at: node)
                        continue
                    }
                    let prefix = PostalCode.normalized(code)
                    guard PostalCode.isValidPrefix(prefix) else {
                        error(
                            "a postal code prefix is 1 to 10 letters and digits (\"M5V\"), found \(JSONText.quoted(code))",
                            at: node)
                        continue
                    }
                    if let other = prefixes[prefix] {
                        error(
                            "postal code \(JSONText.quoted(prefix)) is in two zones (also on line \(other.line))",
                            at: node)
                        continue
                    }
                    prefixes[prefix] = node
                    normalized.append(prefix)
                }
                if codes.isEmpty { error("\"postalCodes\" lists no postal code", at: zone.value("postalCodes")!) }
                if !normalized.isEmpty, normalized.count == codes.count { area = .postalCodes(normalized) }
            }
            if let area, let fee { settings.zones.append(DeliveryZone(area: area, fee: fee, minimum: minimum)) }
        }
        if let list = object.value("zones"), zoneNodes.isEmpty {
            error("\"delivery.zones\" lists no zone: give at least one, or leave \"delivery\" out", at: list)
        }
        if let isDefault = object.bool("default") { settings.isDefault = isDefault }
        if let minutes = object.int("leadMinutes", in: 0...1440) { settings.leadMinutes = minutes }
        if let share = object.int("driverShare", in: 0...100) { settings.driverSharePercent = share }
        if let free = object.money("freeOver", currency: currency, maximum: PriceLimits.maximumOrderFigure(currency)) {
            settings.freeOver = free
        }
        if let taxed = object.bool("taxDeliveryFee") { settings.taxesFee = taxed }
        return settings
    }
}
