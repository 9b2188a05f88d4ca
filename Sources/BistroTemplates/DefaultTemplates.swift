/// Bistro's built-in templates and the `bistro new` starter restaurant, compiled into the binary so the
/// tool works wherever it is installed. The canonical files are in `Sources/BistroTemplates/Resources/`
/// (the repository's `Templates/` is a symbolic link to `Resources/Templates`). SwiftPM's `embedInCode`
/// names each file by its base name only, so the paths are listed here; a test checks that this list and
/// the folder agree.
package enum DefaultTemplates {
    package struct File: Sendable {
        /// Relative to the templates (or starter) folder.
        package var path: String
        package var bytes: [UInt8]
    }

    package static let files: [File] = [
        File(path: "layout.mustache", bytes: PackageResources.layout_mustache),
        File(path: "home.mustache", bytes: PackageResources.home_mustache),
        File(path: "menu.mustache", bytes: PackageResources.menu_mustache),
        File(path: "category.mustache", bytes: PackageResources.category_mustache),
        File(path: "item.mustache", bytes: PackageResources.item_mustache),
        File(path: "kits.mustache", bytes: PackageResources.kits_mustache),
        File(path: "kit.mustache", bytes: PackageResources.kit_mustache),
        File(path: "page.mustache", bytes: PackageResources.page_mustache),
        File(path: "order.mustache", bytes: PackageResources.order_mustache),
        File(path: "receipt.mustache", bytes: PackageResources.receipt_mustache),
        File(path: "history.mustache", bytes: PackageResources.history_mustache),
        // Table bookings: the booking page (`book/`), and a booking's own page, which `bistro serve` renders.
        File(path: "book.mustache", bytes: PackageResources.book_mustache),
        File(path: "booking.mustache", bytes: PackageResources.booking_mustache),
        // A driver's dashboard, which `bistro serve` renders (docs/delivery.md).
        File(path: "driver.mustache", bytes: PackageResources.driver_mustache),
        // The site's 404 page, published as `404.html` at the root.
        File(path: "not-found.mustache", bytes: PackageResources.not_found_mustache),
        File(path: "partials/header.mustache", bytes: PackageResources.header_mustache),
        File(path: "partials/nav.mustache", bytes: PackageResources.nav_mustache),
        File(path: "partials/footer.mustache", bytes: PackageResources.footer_mustache),
        File(path: "partials/badges.mustache", bytes: PackageResources.badges_mustache),
        File(path: "partials/item-card.mustache", bytes: PackageResources.item_card_mustache),
        File(path: "partials/kit-card.mustache", bytes: PackageResources.kit_card_mustache),
        File(path: "partials/kit-badges.mustache", bytes: PackageResources.kit_badges_mustache),
        File(path: "partials/hours.mustache", bytes: PackageResources.hours_mustache),
        File(path: "partials/menu-filters.mustache", bytes: PackageResources.menu_filters_mustache),
        File(path: "partials/add-to-cart.mustache", bytes: PackageResources.add_to_cart_mustache),
        File(path: "partials/menu-entry.mustache", bytes: PackageResources.menu_entry_mustache),
        File(path: "partials/rating-stars.mustache", bytes: PackageResources.rating_stars_mustache),
        File(path: "partials/ratings.mustache", bytes: PackageResources.ratings_mustache),
        File(path: "assets/style.css", bytes: PackageResources.style_css),
        // ES modules, one concern each, no build step (see docs/templates.md): what the layout loads on every
        // page, the order page's form and the receipt's check-in, what they import, and the service worker,
        // which the build publishes at the site's root.
        File(path: "assets/navigation.js", bytes: PackageResources.navigation_js),
        File(path: "assets/menu-filters.js", bytes: PackageResources.menu_filters_js),
        File(path: "assets/read-aloud.js", bytes: PackageResources.read_aloud_js),
        File(path: "assets/add-to-order.js", bytes: PackageResources.add_to_order_js),
        File(path: "assets/order-form.js", bytes: PackageResources.order_form_js),
        File(path: "assets/check-in.js", bytes: PackageResources.check_in_js),
        File(path: "assets/review-form.js", bytes: PackageResources.review_form_js),
        File(path: "assets/site-root.js", bytes: PackageResources.site_root_js),
        File(path: "assets/pricing.js", bytes: PackageResources.pricing_js),
        File(path: "assets/pickup-times.js", bytes: PackageResources.pickup_times_js),
        File(path: "assets/clock-text.js", bytes: PackageResources.clock_text_js),
        File(path: "assets/cart.js", bytes: PackageResources.cart_js),
        File(path: "assets/shop.js", bytes: PackageResources.shop_js),
        File(path: "assets/element.js", bytes: PackageResources.element_js),
        File(path: "assets/announce.js", bytes: PackageResources.announce_js),
        File(path: "assets/option-chooser.js", bytes: PackageResources.option_chooser_js),
        File(path: "assets/cart-lines.js", bytes: PackageResources.cart_lines_js),
        File(path: "assets/customer-details.js", bytes: PackageResources.customer_details_js),
        File(path: "assets/pickup-chooser.js", bytes: PackageResources.pickup_chooser_js),
        File(path: "assets/delivery-chooser.js", bytes: PackageResources.delivery_chooser_js),
        File(path: "assets/delivery-words.js", bytes: PackageResources.delivery_words_js),
        File(path: "assets/place-order.js", bytes: PackageResources.place_order_js),
        File(path: "assets/booking.css", bytes: PackageResources.booking_css),
        File(path: "assets/book-table.js", bytes: PackageResources.book_table_js),
        File(path: "assets/booking-times.js", bytes: PackageResources.booking_times_js),
        File(path: "assets/booking-answer.js", bytes: PackageResources.booking_answer_js),
        File(path: "assets/booking-id.js", bytes: PackageResources.booking_id_js),
        File(path: "assets/booking-cancel.js", bytes: PackageResources.booking_cancel_js),
        File(path: "assets/table-order.js", bytes: PackageResources.table_order_js),
        File(path: "assets/driver.css", bytes: PackageResources.driver_css),
        File(path: "assets/driver-dashboard.js", bytes: PackageResources.driver_dashboard_js),
        File(path: "assets/service-worker.js", bytes: PackageResources.service_worker_js),
        // Messages to customers and the kitchen (plain text; see docs/pickup.md).
        File(path: "mail/received.mustache", bytes: PackageResources.received_mustache),
        File(path: "mail/rejected.mustache", bytes: PackageResources.rejected_mustache),
        File(path: "mail/preparing.mustache", bytes: PackageResources.preparing_mustache),
        File(path: "mail/ready.mustache", bytes: PackageResources.ready_mustache),
        File(path: "mail/picked-up.mustache", bytes: PackageResources.picked_up_mustache),
        File(path: "mail/cancelled.mustache", bytes: PackageResources.cancelled_mustache),
        File(path: "mail/too-far.mustache", bytes: PackageResources.too_far_mustache),
        File(path: "mail/kitchen.mustache", bytes: PackageResources.kitchen_mustache),
        File(path: "mail/scratch-win.mustache", bytes: PackageResources.scratch_win_mustache),
        File(path: "mail/booked.mustache", bytes: PackageResources.booked_mustache),
        File(path: "mail/booking-reminder.mustache", bytes: PackageResources.booking_reminder_mustache),
        File(path: "mail/booking-cancelled.mustache", bytes: PackageResources.booking_cancelled_mustache),
        File(path: "mail/on-the-way.mustache", bytes: PackageResources.on_the_way_mustache),
        File(path: "mail/delivered.mustache", bytes: PackageResources.delivered_mustache),
        File(path: "mail/driver-link.mustache", bytes: PackageResources.driver_link_mustache),
    ]

    /// The starter content `bistro new` writes into `DIR/Content`.
    package static let starter: [File] = [
        File(path: "restaurant.json", bytes: PackageResources.restaurant_json),
        File(path: "menu.json", bytes: PackageResources.menu_json),
        File(path: "kits.json", bytes: PackageResources.kits_json),
        File(path: "coupons.json", bytes: PackageResources.coupons_json),
        File(path: "pages/about.md", bytes: PackageResources.about_md),
        File(path: "images/dish.svg", bytes: PackageResources.dish_svg),
        // The home page's big picture (restaurant.json `heroImage`): replace it with a photo of the restaurant.
        File(path: "images/hero.svg", bytes: PackageResources.hero_svg),
        // Shown next to the restaurant's name, and the site's icon (`<link rel="icon">`).
        File(path: "images/logo.svg", bytes: PackageResources.logo_svg),
    ]
}
