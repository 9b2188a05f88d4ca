import Testing

@testable import BistroCore
@testable import BistroOrders

@Suite struct OrderValidationTests {
    @Test func validOrderIsAcceptedAndPriced() throws {
        let result = try #require(
            validated(
                order(
                    extra: #""coupon": " welcome10 ", "tip": {"percent": 15}, "pickupAt": "2026-11-22T18:30:00-05:00""#)
            ))
        #expect(result.customerEmail == "ada@example.com")
        #expect(result.price.subtotal.minorUnits == 3300)
        #expect(result.price.discount.minorUnits == 330)
        #expect(result.price.couponCode == "WELCOME10")
        #expect(result.price.tax.minorUnits == 386)  // 2970 × 0.13 = 386.1
        #expect(result.price.tip.minorUnits == 446)  // 2970 × 0.15 = 445.5 → 446
        #expect(result.price.total.minorUnits == 2970 + 386 + 446)
        #expect(result.pickupAt?.iso8601 == "2026-11-22T18:30:00-05:00")
    }

    @Test func sameSKULinesAreMerged() throws {
        let result = try #require(
            validated(
                order(
                    items:
                        #"[{"sku": "RC-BURG-01", "quantity": 2, "note": "no onions"}, {"sku": " rc-burg-01 ", "quantity": 3, "note": "extra pickles"}]"#
                )))
        #expect(result.lines.count == 1)
        #expect(result.lines[0].quantity == 5)
        #expect(result.lines[0].note == "no onions; extra pickles")
    }

    @Test func fileLevelCodes() {
        #expect(codes("{\"customer\": \u{FF}}") == ["malformed_json"])  // not reached: UTF-8 is checked first
        #expect(OrderFileParser.parse([0x7B, 0xFF, 0x7D]).rejectionCodes == ["not_utf8"])
        #expect(codes(#"{"customer": {"name": "A""#) == ["malformed_json"])
        #expect(codes("[1, 2]") == ["wrong_type"])
        #expect(codes(String(repeating: "[", count: 10_000)) == ["malformed_json"])
    }

    @Test func malformedJSONHasLineAndColumn() {
        guard case .failure(let list) = OrderFileParser.parse(Array("{\n  \"items\": [1,,2]\n}".utf8)) else {
            Issue.record("parsed"); return
        }
        #expect(list.rejections[0].line == 2)
        #expect(list.rejections[0].column == 15)
    }

    @Test func shapeCodes() {
        #expect(codes(order(extra: #""colour": "red""#)) == ["unknown_field"])
        #expect(
            codes(order(customer: #"{"name": "A", "email": "a@example.com", "nickname": "x"}"#)) == ["unknown_field"])
        #expect(codes(order(extra: #""note": "a", "note": "b""#)) == ["duplicate_field"])
        #expect(
            codes(order(customer: #"{"name": 42, "email": "a@example.com"}"#)) == [
                "wrong_type", "missing_customer_name",
            ])
        #expect(codes(order(items: #"{"sku": "RC-BURG-01"}"#)) == ["wrong_type", "no_items"])
        #expect(codes(order(items: #"[{"sku": "RC-BURG-01", "quantity": "2"}]"#)) == ["wrong_type"])
        #expect(
            codes(order(customer: #"{"name": "A\u0000B", "email": "a@example.com"}"#)) == [
                "invalid_text", "missing_customer_name",
            ])
        #expect(
            codes(
                order(customer: "{\"name\": \"\(String(repeating: "x", count: 201))\", \"email\": \"a@example.com\"}"))
                == ["invalid_text", "missing_customer_name"])
        #expect(codes(order(extra: #""orderId": """#)) == ["invalid_order_id"])
        // Bidirectional overrides and isolates reorder what follows them, in notes too; plain RTL text is fine.
        #expect(codes(order(extra: #""note": "ring\u2067twice""#)) == ["invalid_text"])
        #expect(
            codes(order(customer: #"{"name": "\u0639\u0627\u0626\u0634\u0629 \u200F", "email": "a@example.com"}"#))
                == [])
    }

    @Test func customerCodes() {
        #expect(codes(order(customer: #"{"email": "a@example.com"}"#)) == ["missing_customer_name"])
        #expect(codes(order(customer: #"{"name": "  ", "email": "a@example.com"}"#)) == ["missing_customer_name"])
        #expect(codes(order(customer: #"{"name": "Ada"}"#)) == ["missing_customer_email"])
        #expect(
            codes(#"{"items": [{"sku": "RC-BURG-01", "quantity": 1}]}"#) == [
                "missing_customer_name", "missing_customer_email",
            ])
        for bad in [
            "ada", "ada@", "@example.com", "ada@example", "ada@@example.com", "a da@example.com", "ada@exa_mple.com",
            "<script>@x.com",
        ] {
            #expect(codes(order(customer: #"{"name": "Ada", "email": "\#(bad)"}"#)) == ["invalid_email"], "\(bad)")
        }
    }

    @Test func itemCodes() {
        #expect(codes(order(items: "[]")) == ["no_items"])
        #expect(codes(#"{"customer": {"name": "Ada", "email": "a@example.com"}}"#) == ["no_items"])
        #expect(codes(order(items: #"[{"sku": "RC-NOPE", "quantity": 1}]"#)) == ["unknown_sku"])
        #expect(codes(order(items: #"[{"quantity": 1}]"#)) == ["unknown_sku"])
        for quantity in ["0", "100", "-1", "1.5", "2.0", "1e1", "1e400", "99999999999999999999"] {
            #expect(
                codes(order(items: #"[{"sku": "RC-BURG-01", "quantity": \#(quantity)}]"#)) == ["invalid_quantity"],
                "\(quantity)")
        }
        #expect(codes(order(items: #"[{"sku": "RC-BURG-01"}]"#)) == ["invalid_quantity"])
        #expect(
            codes(order(items: #"[{"sku": "RC-BURG-01", "quantity": 60}, {"sku": "RC-BURG-01", "quantity": 40}]"#)) == [
                "invalid_quantity"
            ])
    }

    @Test func stockCode() {
        #expect(codes(order(items: #"[{"sku": "RC-CLAS-05", "quantity": 1}]"#)) == ["insufficient_stock"])  // stock 0
        #expect(codes(order(items: #"[{"sku": "RC-CLAS-02", "quantity": 6}]"#)) == ["insufficient_stock"])  // stock 5
        #expect(codes(order(items: #"[{"sku": "RC-CLAS-02", "quantity": 5}]"#)) == [])
        #expect(
            codes(order(items: #"[{"sku": "RC-CLAS-02", "quantity": 3}, {"sku": "RC-CLAS-02", "quantity": 3}]"#)) == [
                "insufficient_stock"
            ])
        #expect(
            codes(
                order(items: #"[{"sku": "RC-CLAS-02", "quantity": 2}]"#), ledger: FakeLedger(stock: ["RC-CLAS-02": 1]))
                == ["insufficient_stock"])
    }

    @Test func couponCodes() {
        func coupon(
            _ code: String, items: String = #"[{"sku": "RC-BURG-01", "quantity": 1}]"#,
            ledger: FakeLedger = FakeLedger(), now: Timestamp = Demo.now
        ) -> [String] {
            codes(order(items: items, extra: #""coupon": "\#(code)""#), ledger: ledger, now: now)
        }
        #expect(coupon("NOPE") == ["coupon_unknown"])
        #expect(coupon("  ") == [])
        #expect(coupon("EXPIRED5", items: #"[{"sku": "RC-BURG-01", "quantity": 2}]"#) == ["coupon_expired"])
        #expect(coupon("WELCOME10", now: Timestamp.parse("2025-12-31T17:00:00-05:00")!) == ["coupon_not_yet_valid"])
        #expect(coupon("STAFF25", ledger: FakeLedger(totals: ["STAFF25": 50])) == ["coupon_exhausted"])
        #expect(
            coupon("WELCOME10", ledger: FakeLedger(perCustomer: ["WELCOME10 ada@example.com": 1])) == [
                "coupon_already_used"
            ])
        #expect(coupon("SOUPDAY", items: #"[{"sku": "RC-SOUP-01", "quantity": 1}]"#) == ["coupon_below_minimum"])
        #expect(coupon("SOUPDAY", items: #"[{"sku": "RC-BURG-01", "quantity": 1}]"#) == ["coupon_not_applicable"])
        #expect(coupon("kits15", items: #"[{"sku": "RC-KIT-02", "quantity": 1}]"#) == [])
    }

    @Test func pickupCodes() {
        func pickup(_ text: String) -> [String] { codes(order(extra: #""pickupAt": "\#(text)""#)) }
        #expect(pickup("2026-11-22T18:30:00-05:00") == [])
        #expect(pickup("2026-11-22T17:00:00") == [])  // local time in the restaurant's zone
        #expect(pickup("soon") == ["invalid_pickup_time"])
        #expect(pickup("2026-11-22T16:00:00-05:00") == ["pickup_in_past"])
        #expect(pickup("2026-11-23T13:00:00-05:00") == ["pickup_not_today"])
        #expect(pickup("2026-11-22T20:30:00-05:00") == ["pickup_outside_hours"])  // Sunday closes at 20:00
        #expect(pickup("2026-11-21T09:00:00-05:00") == ["pickup_in_past", "pickup_not_today", "pickup_outside_hours"])
    }

    /// An amount tip may be up to the subtotal before the discount: an order a coupon makes (nearly) free can
    /// still carry a tip. WELCOME10 takes 3.30 off the 33.00 of two Royal Burgers.
    @Test func anAmountTipIsBoundedByTheSubtotalBeforeTheDiscount() {
        #expect(codes(order(extra: #""coupon": "WELCOME10", "tip": {"amount": "31.00"}"#)) == [])
        #expect(codes(order(extra: #""coupon": "WELCOME10", "tip": {"amount": "33.01"}"#)) == ["tip_out_of_range"])
    }

    /// The longest line wins, and an item without its own time counts as the restaurant's default: a
    /// 5-minute item beside one without a time is ready in the default 15, not in 5.
    @Test func thePreparationTimeCountsTheDefaultForItemsWithoutOne() throws {
        var order = try #require(
            validated(order(items: #"[{"sku": "RC-BURG-01", "quantity": 1}, {"sku": "RC-SOUP-01", "quantity": 1}]"#)))
        order.price.lines[0].product.preparationMinutes = 5
        order.price.lines[1].product.preparationMinutes = nil
        #expect(order.preparationMinutes(default: 15) == 15)
        order.price.lines[1].product.preparationMinutes = 25
        #expect(order.preparationMinutes(default: 15) == 25)
        order.price.lines[1].product.preparationMinutes = 5
        #expect(order.preparationMinutes(default: 15) == 5)
    }

    @Test func tipCodes() {
        func tip(_ json: String) -> [String] { codes(order(extra: #""tip": \#(json)"#)) }
        #expect(tip(#"{"percent": 0}"#) == [])
        #expect(tip(#"{"percent": 100}"#) == [])
        #expect(tip(#"{"amount": "5.00"}"#) == [])
        #expect(tip(#"{"percent": 101}"#) == ["tip_out_of_range"])
        #expect(tip(#"{"percent": -5}"#) == ["tip_out_of_range"])
        #expect(tip(#"{"percent": 99999999999999999999}"#) == ["tip_out_of_range"])
        #expect(tip(#"{"amount": "-1.00"}"#) == ["tip_out_of_range"])
        #expect(tip(#"{"amount": "500.00"}"#) == ["tip_out_of_range"])  // more than the 33.00 subtotal
        #expect(tip(#"{"amount": "33.00"}"#) == [])
        #expect(tip(#"{"percent": 12.5}"#) == ["invalid_tip"])
        #expect(tip(#"{"amount": "5.001"}"#) == ["invalid_tip"])
        #expect(tip(#"{"percent": 10, "amount": "1.00"}"#) == ["invalid_tip"])
        #expect(tip(#"{}"#) == ["invalid_tip"])
        #expect(tip(#""lots""#) == ["wrong_type"])
    }

    @Test func everyReasonIsReportedAtOnce() {
        let json =
            #"{"customer": {"name": "", "email": "nope"}, "items": [{"sku": "X", "quantity": 0}], "coupon": "NOPE", "tip": {"percent": 200}, "pickupAt": "later", "extra": 1}"#
        #expect(
            Set(codes(json)) == [
                "unknown_field", "missing_customer_name", "invalid_email", "unknown_sku", "invalid_quantity",
                "coupon_unknown", "invalid_pickup_time", "tip_out_of_range",
            ])
    }

    @Test func everyCodeIsCoveredSomewhere() {
        // Codes exercised by the file-reading path (tests in ProcessorTests / end-to-end).
        let elsewhere: Set<RejectionCode> = [.fileTooLarge, .notRegularFile]
        #expect(Set(RejectionCode.allCases).subtracting(elsewhere).count == RejectionCode.allCases.count - 2)
    }
}

extension Result where Success == OrderRequest, Failure == RejectionList {
    var rejectionCodes: [String] {
        switch self {
        case .success(let request): request.problems.rejections.map(\.code.rawValue)
        case .failure(let list): list.rejections.map(\.code.rawValue)
        }
    }
}

/// Issue 12: orders for later days (`pickup.advanceDays`) and closures.
@Suite struct LaterDayPickupTests {
    func codes(_ json: String, advanceDays: Int, closures: [String] = []) -> [String] {
        var content = Demo.content
        content.restaurant.pickup.advanceDays = advanceDays
        content.restaurant.closures = Set(closures.compactMap(CalendarDay.parse))
        guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)) else { return ["unparsed"] }
        switch try! OrderValidator(context: OrderContext(content: content, now: Demo.now)).validate(
            request, ledger: FakeLedger())
        {
        case .success: return []
        case .failure(let list): return list.rejections.map(\.code.rawValue)
        }
    }

    func pickup(_ text: String) -> String { order(extra: #""pickupAt": "\#(text)""#) }

    @Test func aPickupMayBeUpToAdvanceDaysAheadWithinThatDaysHours() {
        // Demo.now is Sunday 2026-11-22; Tuesday's hours are 11:00-21:00.
        #expect(codes(pickup("2026-11-24T12:00:00-05:00"), advanceDays: 2) == [])
        #expect(codes(pickup("2026-11-25T12:00:00-05:00"), advanceDays: 2) == ["pickup_too_far_ahead"])
        #expect(codes(pickup("2026-11-24T22:00:00-05:00"), advanceDays: 2) == ["pickup_outside_hours"])
        #expect(codes(pickup("2026-11-24T12:00:00-05:00"), advanceDays: 0) == ["pickup_not_today"])
    }

    @Test func aClosureRejectsPickupsThatDayAndAsSoonAsPossibleOrdersOnIt() {
        #expect(
            codes(pickup("2026-11-24T12:00:00-05:00"), advanceDays: 3, closures: ["2026-11-24"]) == ["closed_that_day"])
        #expect(codes(order(), advanceDays: 0, closures: ["2026-11-22"]) == ["closed_that_day"])
        #expect(codes(order(), advanceDays: 0, closures: ["2026-11-23"]) == [])
    }
}
