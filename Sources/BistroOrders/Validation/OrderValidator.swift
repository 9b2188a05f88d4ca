import BistroCore
import BistroJSON
import BistroMail

/// Checks what an order means — customer, SKUs, quantities, coupon, stock, pickup time, tip — and prices
/// it. Every problem is reported, not just the first. Lines with the same SKU and the same option choices
/// are merged first; quantity limits and stock apply to each SKU's and each choice's total.
package struct OrderValidator: Sendable {
    package let context: OrderContext

    package init(context: OrderContext) { self.context = context }

    /// The validated, priced order, or every reason to reject it; throws only what the ledger throws (a count
    /// the book could not read).
    package func validate(_ request: OrderRequest, ledger: some OrderLedger) throws -> Result<
        ValidatedOrder, RejectionList
    > {
        var problems = request.problems
        func reject(_ code: RejectionCode, _ message: String, _ position: OrderRequest.Position?) {
            problems.append(Rejection(code, message, line: position?.line, column: position?.column))
        }

        let name = request.customerName?.trimmed ?? ""
        if name.isEmpty { reject(.missingCustomerName, "the customer's name is missing", request.customerPosition) }
        let email = (request.customerEmail ?? "").normalizedEmail
        if email.isEmpty {
            reject(.missingCustomerEmail, "the customer's email address is missing", request.customerPosition)
        } else if let problem = MailAddress.problem(email) {
            reject(
                .invalidEmail, "\"\(JSONText.clip(email))\" is not a valid email address: \(problem)",
                request.customerPosition)
        }

        let (lines, linesComplete) = mergedLines(request, reject: reject)
        for demand in lines.stockDemand {
            guard let left = try ledger.stockLeft(key: demand.key, initial: demand.initialStock), demand.quantity > left
            else { continue }
            let sku = demand.product.sku.uppercased()
            reject(
                .insufficientStock,
                left == 0
                    ? "\(demand.description) is sold out"
                    : "only \(left) left of \(demand.description), \(demand.quantity) ordered",
                request.items.first { $0.sku.map(Self.normalizeSKU) == sku }?.position)
        }

        let coupon = try checkCoupon(
            request, email: email, lines: lines, linesComplete: linesComplete, ledger: ledger, reject: reject)
        let isDelivery = request.wantsDelivery(at: context.restaurant)
        let deliveryPlan = isDelivery ? checkDelivery(request) { problems.append($0) } : nil
        let (isDineIn, table) = isDelivery ? (false, nil) : checkTable(request, reject: reject)
        if !isDelivery, let delivery = request.delivery {
            reject(
                .invalidFulfilment,
                "only a delivery order has a \"delivery\" address: add \"fulfilment\": \"delivery\"",
                delivery.objectPosition)
        }
        var pickupRejected = false
        let checkedPickup =
            isDineIn
            ? nil
            : checkPickup(request, service: isDelivery ? "delivery" : "pickup") { code, message, position in
                pickupRejected = true
                reject(code, message, position)
            }
        if isDelivery, !pickupRejected, let settings = context.restaurant.delivery {
            checkDeliveryLead(checkedPickup, settings: settings, request: request, reject: reject)
        }
        let pickup =
            pickupRejected || isDineIn || isDelivery
            ? checkedPickup
            : try checkSlot(
                checkedPickup, isAsSoonAsPossible: request.pickupAt?.trimmed.isEmpty ?? true, request: request,
                ledger: ledger, reject: reject)
        let taxRate = taxRate(dineIn: isDineIn)
        let tipRequest = checkTip(request, reject: reject)

        let charge = deliveryPlan.flatMap { plan in
            context.restaurant.delivery.map { DeliveryCharge(zone: plan.zone, settings: $0) }
        }
        var price = priced(
            lines, coupon: coupon, tip: nil, taxRate: taxRate, delivery: charge, reject: reject,
            position: request.itemsPosition)
        if let deliveryPlan, let price, linesComplete,
            let below = checkDeliveryMinimum(deliveryPlan, price: price, at: request.itemsPosition)
        {
            problems.append(below)
        }
        if let tipRequest, let untipped = price {
            // An amount tip may be up to the subtotal before any discount, so an order a coupon makes free
            // can still carry one; a percent tip stays a share of the discounted amount.
            if case .amount(let amount) = tipRequest, amount > untipped.subtotal, amount.minorUnits > 0 {
                reject(
                    .tipOutOfRange,
                    "a tip of \(amount.decimalString) is more than the order's subtotal of "
                        + "\(untipped.subtotal.decimalString)",
                    request.tipPosition)
            }
            price = priced(
                lines, coupon: coupon, tip: tipRequest, taxRate: taxRate, delivery: charge, reject: reject,
                position: request.tipPosition)
        }
        guard problems.isEmpty, let price else {
            problems.describe { subject(of: $0, in: request) }
            return .failure(problems)
        }
        var validated = ValidatedOrder(
            orderID: request.orderID, customerName: name, customerEmail: email,
            customerPhone: request.customerPhone?.trimmed.nilIfEmpty,
            coupon: coupon, tip: tipRequest, pickupAt: pickup, table: table, note: request.note?.nilIfEmpty,
            price: price)
        validated.delivery = deliveryPlan
        validated.isScratchCode = coupon.map { context.coupons[$0.normalizedCode] == nil } ?? false
        return .success(validated)
    }

    /// The order's figures, or nil (and the order rejected) when one of them is beyond what any order can be.
    private func priced(
        _ lines: [PricedLine], coupon: Coupon?, tip: Tip?, taxRate: Rate, delivery: DeliveryCharge?,
        reject: (RejectionCode, String, OrderRequest.Position?) -> Void,
        position: OrderRequest.Position?
    ) -> PriceBreakdown? {
        do {
            return try PricingRules.price(
                lines: lines, coupon: coupon, taxRate: taxRate, tip: tip, currency: context.currency,
                delivery: delivery)
        } catch {
            reject(
                .totalTooLarge,
                "the order comes to more than \(error.limit.decimalString) \(error.limit.currency.code), "
                    + "more than any order can be",
                position)
            return nil
        }
    }

    static func normalizeSKU(_ sku: String) -> String { sku.trimmed.uppercased() }

    /// Known SKUs with valid quantities and options, merged by SKU and choices in first-seen order;
    /// `complete` is false when any item was refused (then coupon minimums are not judged on a partial order).
    private func mergedLines(_ request: OrderRequest, reject: (RejectionCode, String, OrderRequest.Position?) -> Void)
        -> ([PricedLine], complete: Bool)
    {
        if request.items.isEmpty {
            reject(.noItems, "the order has no items", request.itemsPosition)
            return ([], false)
        }
        var lines: [PricedLine] = []
        var index: [String: Int] = [:]
        var complete = true
        for item in request.items {
            let product: Catalog.Product?
            if let sku = item.sku {
                product = context.products[Self.normalizeSKU(sku)]
                if product == nil {
                    reject(
                        .unknownSKU, "unknown SKU \"\(JSONText.clip(sku))\" (not on the menu or among the kits)",
                        item.position)
                }
            } else {
                product = nil
                reject(.unknownSKU, "an item has no \"sku\"", item.position)
            }
            let quantity = Self.quantity(item.quantityText)
            if quantity == nil, !item.quantityAlreadyReported {
                let found = item.quantityText.map { "found \(JSONText.clip($0))" } ?? "it is missing"
                reject(
                    .invalidQuantity, "a quantity must be a whole number from 1 to 99, \(found)", item.quantityPosition)
            }
            let options = product.flatMap { chosenOptions(item, product: $0, reject: reject) }
            guard let product, let quantity, let options else { complete = false; continue }
            let key = options.isEmpty ? product.sku : product.sku + "\u{0}" + options.mergeKey
            if let existing = index[key] {
                lines[existing].quantity += quantity
                if let note = item.note?.nilIfEmpty {
                    lines[existing].note = lines[existing].note.map { "\($0); \(note)" } ?? note
                }
            } else {
                index[key] = lines.count
                lines.append(
                    PricedLine(product: product, quantity: quantity, note: item.note?.nilIfEmpty, options: options))
            }
        }
        var tooMany: Set<String> = []
        for demand in lines.stockDemand where demand.choice == nil && demand.quantity > 99 {
            reject(
                .invalidQuantity,
                "\(demand.quantity) × \(demand.product.sku) in total: at most 99 of one item per order",
                request.itemsPosition)
            tooMany.insert(demand.key)
            complete = false
        }
        return (lines.filter { !tooMany.contains($0.product.sku) }, complete)
    }

    /// A JSON number that is a plain integer in 1...99 ("2"; not "2.0", "1e1" or "-1").
    static func quantity(_ text: String?) -> Int? {
        guard let text, (1...2).contains(text.utf8.count), text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
            let value = Int(text), (1...99).contains(value)
        else { return nil }
        return value
    }

    private func checkCoupon(
        _ request: OrderRequest, email: String, lines: [PricedLine], linesComplete: Bool,
        ledger: some OrderLedger, reject: (RejectionCode, String, OrderRequest.Position?) -> Void
    ) throws -> Coupon? {
        guard let text = request.coupon else { return nil }
        let code = text.trimmed.uppercased()
        guard !code.isEmpty else { return nil }
        guard let coupon = context.coupons[code] else {
            if let scratch = try ledger.scratchCode(code) {
                return try checkScratchCode(
                    scratch, email: email, ledger: ledger, position: request.couponPosition, reject: reject)
            }
            reject(.couponUnknown, "unknown coupon code \"\(JSONText.clip(text))\"", request.couponPosition)
            return nil
        }
        let customerCount =
            coupon.oncePerCustomer && !email.isEmpty ? try ledger.redemptions(code: code, email: email) : 0
        let problems = CouponEligibility.problems(
            coupon: coupon, lines: lines, day: context.now.day,
            totalRedemptions: try ledger.redemptions(code: code), customerRedemptions: customerCount)
        for problem in problems {
            switch problem {
            case .notYetValid(let from):
                reject(.couponNotYetValid, "coupon \(code) is valid from \(from)", request.couponPosition)
            case .expired(let until):
                reject(.couponExpired, "coupon \(code) expired on \(until)", request.couponPosition)
            case .exhausted(let limit):
                reject(
                    .couponExhausted, "coupon \(code) has been used its maximum of \(limit) times",
                    request.couponPosition)
            case .alreadyUsed:
                reject(
                    .couponAlreadyUsed, "coupon \(code) can be used once per customer and \(email) has used it",
                    request.couponPosition)
            case .belowMinimum(let minimum, let subtotal) where linesComplete:
                reject(
                    .couponBelowMinimum,
                    "coupon \(code) needs a subtotal of at least \(minimum.decimalString), the order has "
                        + "\(subtotal.decimalString)",
                    request.couponPosition)
            case .notApplicable where linesComplete:
                reject(
                    .couponNotApplicable,
                    "coupon \(code) applies to none of the ordered items (it covers "
                        + "\(coupon.appliesTo.joined(separator: ", ")))",
                    request.couponPosition)
            case .belowMinimum, .notApplicable: break
            }
        }
        return coupon
    }

    /// A scratch-card code is a percent-off coupon for the customer who won it, on their next order, once.
    private func checkScratchCode(
        _ scratch: ScratchCode, email: String, ledger: some OrderLedger, position: OrderRequest.Position?,
        reject: (RejectionCode, String, OrderRequest.Position?) -> Void
    ) throws -> Coupon? {
        let code = scratch.code
        if scratch.customerEmail != email {
            reject(.couponOtherCustomer, "coupon \(code) is a scratch-card prize of another customer", position)
        } else if try scratch.usedOrderID != nil || ledger.redemptions(code: code) > 0 {
            reject(.couponAlreadyUsed, "coupon \(code) is a scratch-card prize and has already been used", position)
        } else if scratch.orderedSinceDraw {
            reject(
                .couponExpired,
                "coupon \(code) was for your next order after the scratch card of "
                    + "\(scratch.drawnAt.prefix(10)), and you have ordered since",
                position)
        }
        return Coupon(
            code: code, discount: .percentOff(scratch.percentOff), maxRedemptions: 1, oncePerCustomer: true,
            description: "scratch card")
    }
}
