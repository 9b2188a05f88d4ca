import BistroCore
import BistroJSON

/// schema.org structured data for search engines: the `Restaurant` on the home page, the `Menu` with its
/// `MenuSection`s and `MenuItem`s on the menu page, a `MenuSection` per category page, a `MenuItem` per
/// item page and a `Product` with an `Offer` per meal-kit page. Prices are decimal strings in the
/// currency's minor units ("16.50"), calories "650 calories", diets schema.org `RestrictedDiet` URLs.
/// An item's options are its `menuAddOn`s: a `MenuSection` per option group whose `hasMenuItem`s are the
/// choices, each with an `Offer` of the price it adds. A full `MenuItem` and a kit's `Product` carry
/// `aggregateRating` and `review` when their pages show ratings (`JSONLDBuilder+Ratings`).
struct JSONLDBuilder: Sendable {
    package let model: SiteModel
    private let options: [String: [ItemOption]]

    package init(model: SiteModel) {
        self.model = model
        self.options = OptionsJSON.bySKU(model.content.catalog)
    }

    private var currency: String { model.restaurant.currency.code }

    /// The restaurant, pointing at the menu page for its `hasMenu`.
    package func restaurant() -> JSONValue {
        let restaurant = model.restaurant
        let address = restaurant.address
        let postal: JSONValue? =
            address.singleLine.isEmpty
            ? nil
            : .object([
                ("@type", "PostalAddress"), ("streetAddress", address.streetAddress.json),
                ("addressLocality", address.locality.json), ("addressRegion", address.region.json),
                ("postalCode", address.postalCode.json), ("addressCountry", address.country.json),
            ])
        let geo: JSONValue? = restaurant.location.map {
            ["@type": "GeoCoordinates", "latitude": .double($0.latitude), "longitude": .double($0.longitude)]
        }
        let hours: [JSONValue] = OpeningHours.Weekday.allCases.flatMap { day in
            restaurant.hours.intervals(on: day).map { interval -> JSONValue in
                [
                    "@type": "OpeningHoursSpecification", "dayOfWeek": .string("https://schema.org/" + day.schemaName),
                    "opens": .string(interval.opens), "closes": .string(interval.closes),
                ]
            }
        }
        return .object([
            ("@context", "https://schema.org"), ("@type", "Restaurant"), ("name", .string(restaurant.name)),
            ("description", Optional(restaurant.tagline).json), ("url", .string(model.urls.absolute(SiteURLs.home))),
            ("address", postal), ("geo", geo), ("telephone", restaurant.contact.phone.json),
            ("email", restaurant.contact.email.json), ("currenciesAccepted", .string(currency)),
            ("openingHoursSpecification", hours.isEmpty ? nil : .array(hours)),
            (
                "image",
                model.site.logo.map {
                    .string(model.urls.absolute(String($0.src.dropFirst(model.urls.rootPath.count))))
                }
            ),
            ("hasMenu", .string(model.urls.absolute(SiteURLs.menu))),
        ])
    }

    /// The full menu: every section with every item, items in brief (name, URL, offer, nutrition and
    /// diets; their descriptions and images are on their own pages), so a big menu's page stays small.
    /// `items[c]`: the brief MenuItems of category `c` when they are already made; built here otherwise.
    package func menu(items: [[JSONValue]]? = nil) -> JSONValue {
        .object([
            ("@context", "https://schema.org"), ("@type", "Menu"), ("name", .string("\(model.restaurant.name) menu")),
            ("url", .string(model.urls.absolute(SiteURLs.menu))),
            (
                "hasMenuSection",
                .array(
                    model.categories.indices.map {
                        section(model.categories[$0], context: false, brief: true, items: items?[$0])
                    })
            ),
        ])
    }

    /// `items`: the section's MenuItems (without "@context", brief or not as `brief` says) when they are
    /// already made; built here otherwise.
    package func section(_ category: CategoryView, context: Bool = true, brief: Bool = false, items: [JSONValue]? = nil)
        -> JSONValue
    {
        .object([
            ("@context", context ? "https://schema.org" : nil), ("@type", "MenuSection"),
            ("name", .string(category.name)),
            ("description", Optional(category.description.plainText).json),
            ("url", .string(model.urls.absolute(category.path))),
            ("hasMenuItem", .array(items ?? category.items.map { menuItem($0, context: false, brief: brief) })),
        ])
    }

    func menuItem(_ item: ItemView, context: Bool = true, brief: Bool = false) -> JSONValue {
        let diets = item.diets.compactMap { Diet.schemaURL($0.slug) }.map(JSONValue.string)
        return .object([
            ("@context", context ? "https://schema.org" : nil), ("@type", "MenuItem"), ("name", .string(item.name)),
            ("identifier", .string(item.sku)), ("url", .string(model.urls.absolute(item.path))),
            ("description", brief ? nil : Optional(item.description.plainText).json),
            (
                "image",
                brief
                    ? nil
                    : item.image.map {
                        .string(model.urls.absolute(String($0.src.dropFirst(model.urls.rootPath.count))))
                    }
            ),
            ("offers", offer(item.priceDecimal, soldOut: item.isSoldOut)),
            (
                "nutrition",
                item.calories.map { ["@type": "NutritionInformation", "calories": .string("\($0) calories")] }
            ),
            ("suitableForDiet", diets.isEmpty ? nil : .array(diets)),
            ("menuAddOn", brief ? nil : addOns(item.sku)),
            ("aggregateRating", brief ? nil : aggregateRating(item.rating)),
            ("review", brief ? nil : reviews(item.rating)),
        ])
    }

    /// A `MenuSection` per option group of the SKU, its choices as `MenuItem`s; nil without options.
    private func addOns(_ sku: String) -> JSONValue? {
        guard let groups = options[sku], !groups.isEmpty else { return nil }
        return .array(
            groups.map { group in
                .object([
                    ("@type", "MenuSection"), ("name", .string(group.name)), ("identifier", .string(group.id)),
                    (
                        "hasMenuItem",
                        .array(
                            group.choices.map { choice in
                                let stock = model.activity.stock(
                                    ItemOption.stockKey(sku: sku, option: group.id, choice: choice.id),
                                    initial: choice.stock)
                                return .object([
                                    ("@type", "MenuItem"), ("name", .string(choice.name)),
                                    ("identifier", .string(choice.id)),
                                    ("offers", offer(choice.price.decimalString, soldOut: stock == 0)),
                                ])
                            })
                    ),
                ])
            })
    }

    package func kit(_ kit: KitView) -> JSONValue {
        .object([
            ("@context", "https://schema.org"), ("@type", "Product"), ("name", .string(kit.name)),
            ("sku", .string(kit.sku)), ("url", .string(model.urls.absolute(kit.path))),
            ("description", Optional(kit.description.plainText).json),
            (
                "image",
                kit.image.map { .string(model.urls.absolute(String($0.src.dropFirst(model.urls.rootPath.count)))) }
            ),
            ("offers", kitOffer(kit)),
            (
                "nutrition",
                kit.calories.map { ["@type": "NutritionInformation", "calories": .string("\($0) calories")] }
            ),
            ("aggregateRating", aggregateRating(kit.rating)), ("review", reviews(kit.rating)),
        ])
    }

    /// A kit's offer; its options' choices are the offer's `addOn`s (a `Product` has no `menuAddOn`), each
    /// an `Offer` named "Group: Choice" with the price it adds.
    private func kitOffer(_ kit: KitView) -> JSONValue {
        let base = offer(kit.priceDecimal, soldOut: kit.isSoldOut)
        guard let groups = options[kit.sku], !groups.isEmpty, case .object(var members) = base else { return base }
        members.append(
            (
                "addOn",
                .array(
                    groups.flatMap { group in
                        group.choices.map { choice in
                            let stock = model.activity.stock(
                                ItemOption.stockKey(sku: kit.sku, option: group.id, choice: choice.id),
                                initial: choice.stock)
                            guard case .object(var addOn) = offer(choice.price.decimalString, soldOut: stock == 0)
                            else { return JSONValue.null }
                            addOn.insert(("name", .string("\(group.name): \(choice.name)")), at: 1)
                            return .object(addOn)
                        }
                    })
            ))
        return .object(members)
    }

    private func offer(_ price: String, soldOut: Bool) -> JSONValue {
        [
            "@type": "Offer", "price": .string(price), "priceCurrency": .string(currency),
            "availability": .string(soldOut ? "https://schema.org/SoldOut" : "https://schema.org/InStock"),
        ]
    }
}
