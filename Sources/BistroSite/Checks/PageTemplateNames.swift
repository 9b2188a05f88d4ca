import BistroCore
import BistroTemplates

/// Every name a page template can look up, on some page: what `PageContext` and the views answer (see
/// docs/templates.md). A name none of them has renders as nothing; `warnings` finds such names in the
/// owner's templates.
enum PageTemplateNames {
    package static let root = TemplateNameTree(
        ["hasCoupons", "kitsIntroHTML", "hasKitsIntro"],
        [
            "site": SiteView.templateNames, "nav": NavigationLink.templateNames, "page": PageContext.Meta.templateNames,
            "rendered": TemplateNameTree(partialsBelow: "partials/"),
            "featured": ItemView.templateNames, "coupons": CouponView.templateNames,
            "categories": CategoryView.templateNames,
            "category": CategoryView.templateNames, "item": ItemView.templateNames, "kits": KitView.templateNames,
            "kit": KitView.templateNames, "content": PageView.templateNames, "receipt": ReceiptView.templateNames,
            "history": HistoryView.templateNames, "bookingForm": BookingFormView.templateNames,
            "booking": BookingView.templateNames, "driver": DriverDashboardView.templateNames,
        ])

    static let check = TemplateNameCheck(
        root: root, pageTemplates: TemplateSet.pageTemplates + ["receipt", "history", "booking", "driver"])

    /// `path:line:column: warning: no page has a value named "nmae" (did you mean name?)` for each name in
    /// the owner's templates that no page has. Warnings only: Mustache renders such a name as nothing.
    /// `SiteBuilder.check()` returns them with its other warnings; a preview can call this on its own.
    package static func warnings(_ templates: TemplateSet) -> [Diagnostic] {
        check.warnings(templates)
    }
}
