import Mustache
import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroSite
@testable import BistroTemplates

/// Each view's `templateNames` (what the template name check knows) names only keys its `child(named:)`
/// answers: views here have every optional value set, so every listed name must give a value.
@Suite struct ViewTemplateNamesTests {
    static func unanswered(_ names: TemplateNameTree, _ view: any MustacheParent) -> [String] {
        names.children.keys.sorted().filter { view.child(named: $0) == nil }
    }

    static let image = ImageView(src: "/images/a.svg", width: 10, height: 20, alt: "A")
    static let rating: RatingView = {
        var reviews = DishReviews()
        reviews.summary.add(stars: 5, count: 2)
        reviews.latest = [
            .init(
                reviewer: "Ada L.", stars: 5, text: "Good", reply: "Thanks",
                reviewedAt: LocalTime(Timestamp(secondsSince1970: 1_795_366_800), in: .gmt))
        ]
        return RatingView(reviews, decimalSeparator: ".", days: DayText(locale: "en_CA"))
    }()
    static let item = ItemView(
        sku: "A-1", name: "A", url: "/menu/a/a-1/", path: "menu/a/a-1/", price: "$1.00", priceDecimal: "1.00",
        description: MarkdownRenderer.render("Some *text*."), calories: 100, image: image,
        diets: [DietBadge(slug: "vegan", label: "Vegan")], allergens: ["milk"], stock: 3, categoryName: "A",
        categoryURL: "/menu/a/", onlyLeft: 3, mostOrdered: true, rating: rating)

    @Test func catalogViewsAnswerEveryNameTheyList() {
        #expect(Self.unanswered(ImageView.templateNames, Self.image) == [])
        #expect(Self.unanswered(DietBadge.templateNames, DietBadge(slug: "vegan", label: "Vegan")) == [])
        // `rendered` needs a page being rendered; the check follows it into partials (see PageTemplateNamesTests).
        #expect(Self.unanswered(ItemView.templateNames, Self.item) == ["rendered"])
        let kit = KitView(
            sku: "K-1", name: "K", url: "/kits/k-1/", path: "kits/k-1/", price: "$9.00", priceDecimal: "9.00",
            description: MarkdownRenderer.render("Kit."), calories: 500, image: Self.image, days: 7,
            meals: [KitView.Meal(day: 1, name: "Pie")], stock: 2, onlyLeft: 2, mostOrdered: true, rating: Self.rating)
        #expect(Self.unanswered(KitView.templateNames, kit) == [])
        #expect(Self.unanswered(KitView.Meal.templateNames, KitView.Meal(day: 1, name: "Pie")) == [])
        #expect(Self.unanswered(RatingView.templateNames, Self.rating) == [])
        #expect(Self.unanswered(RatingView.Bar.templateNames, Self.rating.bars[0]) == [])
        #expect(Self.unanswered(RatingView.Comment.templateNames, Self.rating.comments[0]) == [])
        let category = CategoryView(
            id: "a", name: "A", url: "/menu/a/", path: "menu/a/", description: MarkdownRenderer.render("Cat."),
            items: [Self.item])
        #expect(Self.unanswered(CategoryView.templateNames, category) == [])
        let page = PageView(
            title: "About", slug: "about", url: "/about/", path: "about/", menuOrder: 1,
            body: MarkdownRenderer.render("Hi"))
        #expect(Self.unanswered(PageView.templateNames, page) == [])
        let coupon = CouponView(
            code: "X", discount: "10% off", description: "Ten", minimumSubtotal: "$5.00", validFrom: "January 1, 2026",
            validUntil: "December 31, 2026", validFromISO: "2026-01-01", validUntilISO: "2026-12-31",
            oncePerCustomer: true)
        #expect(Self.unanswered(CouponView.templateNames, coupon) == [])
    }

    @Test func siteAndPageViewsAnswerEveryNameTheyList() {
        let row = HoursRow(
            day: "Monday", key: "mon",
            ranges: [
                .init(opens: "11:00 AM", closes: "9:00 PM", opensISO: "11:00", closesISO: "21:00")
            ])
        #expect(Self.unanswered(HoursRow.templateNames, row) == [])
        #expect(Self.unanswered(HoursRow.Range.templateNames, row.ranges[0]) == [])
        let site = SiteView(
            name: "Café", tagline: "Good", lang: "en-CA", root: "/", baseURL: "https://cafe.example/", currency: "CAD",
            stylesheet: "/assets/style.css", logo: Self.image, heroImage: Self.image, streetAddress: "1 Main",
            locality: "Toronto",
            region: "ON",
            postalCode: "M5V", country: "CA", addressLine: "1 Main, Toronto", phone: "+1 416", email: "a@cafe.example",
            mapURL: "https://osm.example/", hours: [row], hasKits: true, closures: "Closed December 25",
            orderEndpoint: "/api/orders",
            checkInEndpoint: "/api/check-ins", filterDiets: [FilterOption(value: "vegan", label: "Vegan")])
        #expect(Self.unanswered(SiteView.templateNames, site) == [])
        #expect(
            Self.unanswered(NavigationLink.templateNames, NavigationLink(title: "Menu", path: "menu/", url: "/menu/"))
                == [])
        let meta = PageContext.Meta(
            title: "T", heading: "H", description: "D", canonicalURL: "https://cafe.example/",
            jsonLD: "{}", noindex: true, kind: "page")
        #expect(Self.unanswered(PageContext.Meta.templateNames, meta) == [])
    }

    @Test func orderPageViewsAnswerEveryNameTheyList() {
        let line = ReceiptView.Line(
            number: 1, quantity: 1, name: "A", sku: "A-1", unitPrice: "$1.00", total: "$1.00", lineNote: "no onions",
            choices: "Large")
        #expect(Self.unanswered(ReceiptView.Line.templateNames, line) == [])
        #expect(
            Self.unanswered(
                ReceiptView.Figure.templateNames, ReceiptView.Figure(kind: "tax", label: "HST 13%", amount: "$0.13"))
                == [])
        let entry = HistoryView.Entry(
            orderNumber: "1", customerName: "Ada", placed: nil, pickup: nil, status: "Cancelled",
            statusSlug: "cancelled",
            cancellationReason: "out of buns", orderTotal: "$1.00", itemCount: 1, receiptURL: "/receipts/x/")
        // Times and the delivery fee are absent for this entry; the rest answers.
        #expect(Self.unanswered(HistoryView.Entry.templateNames, entry) == ["deliveryFee", "pickup", "placed"])
        let order = DeliveryReceiptTests.order(status: .pickedUp) {
            $0.pickedUpAt = DeliveryReceiptTests.at(20)
            $0.deliveredAt = DeliveryReceiptTests.at(41)
        }
        let delivery = DeliveryView(order: order)!
        // Delivered as soon as possible: no wanted time.
        #expect(Self.unanswered(DeliveryView.templateNames, delivery) == ["wantedAt"])
        // The first step has no time.
        #expect(Self.unanswered(DeliveryView.Step.templateNames, delivery.steps[1]) == [])
    }

    @Test func bookingViewsAnswerEveryNameTheyList() throws {
        let content = SampleContent.takingBookings()
        let form = try #require(BookingFormView(restaurant: content.restaurant))
        #expect(Self.unanswered(BookingFormView.templateNames, form) == [])
        #expect(Self.unanswered(BookingFormView.PartySize.templateNames, form.partySizes[0]) == [])
        let booking = BookingView(
            BookingPageTests.booking(note: "A high chair"),
            texts: BookingTimeText(locale: "en_CA", timeZone: "America/Toronto"), cancelEndpoint: "/api/bookings/cancel"
        )
        #expect(Self.unanswered(BookingView.templateNames, booking) == [])
    }
}
