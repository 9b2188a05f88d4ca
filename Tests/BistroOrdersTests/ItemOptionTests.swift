import Testing

@testable import BistroCore
@testable import BistroOrderBook
@testable import BistroOrders

/// Item options in order files: the demo's Crispy Fish Wrap (RC-BURG-04, $15.25) needs a size (regular,
/// large +$2.50) and takes up to 3 extras (avocado +$1.75, extra-fish +$4.00 with a stock of 40, jalapenos +$0.75).
@Suite struct ItemOptionTests {
    func wrap(_ options: String, quantity: Int = 1) -> String {
        order(items: #"[{"sku": "RC-BURG-04", "quantity": \#(quantity), "options": \#(options)}]"#)
    }

    @Test func theUnitPriceIsTheItemsPricePlusItsChoices() throws {
        let priced = try #require(
            validated(wrap(#"{"size": ["large"], "extras": ["avocado", "extra-fish"]}"#, quantity: 2)))
        let line = try #require(priced.lines.first)
        #expect(line.unitPrice?.minorUnits == 1525 + 250 + 175 + 400)
        #expect(priced.price.lineTotals.map(\.minorUnits) == [2 * 2350])
        #expect(priced.price.subtotal.minorUnits == 4700)
        #expect(priced.price.tax.minorUnits == 611)  // 13% of 47.00
        #expect(line.options.map(\.option.id) == ["size", "extras"])
        #expect(LineChoices(chosen: line.options).summary == "Large; Avocado, Extra haddock")
    }

    @Test func aSingleStringIsAcceptedWhenTheGroupTakesOne() {
        #expect(codes(wrap(#"{"size": "large"}"#)) == [])
        #expect(codes(wrap(#"{"size": "large", "extras": "avocado"}"#)) == ["wrong_type"])
    }

    @Test func eachWrongChoiceHasItsCode() {
        #expect(codes(wrap(#"{"size": ["large"], "sauce": ["hot"]}"#)) == ["unknown_option"])
        #expect(codes(wrap(#"{"size": ["huge"]}"#)) == ["unknown_choice"])
        #expect(codes(wrap(#"{"extras": ["avocado"]}"#)) == ["option_required"])
        #expect(codes(order(items: #"[{"sku": "RC-BURG-04", "quantity": 1}]"#)) == ["option_required"])
        #expect(codes(wrap(#"{"size": ["regular", "large"]}"#)) == ["too_many_choices"])
        #expect(codes(wrap(#"{"size": ["large"], "extras": ["avocado", "avocado"]}"#)) == ["duplicate_choice"])
        #expect(codes(wrap(#"{"size": []}"#)) == ["option_required"])
        #expect(codes(wrap(#"{"size": ["large"], "extras": []}"#)) == [])
        #expect(
            codes(order(items: #"[{"sku": "RC-BURG-01", "quantity": 1, "options": {"size": "large"}}]"#)) == [
                "unknown_option"
            ])
        #expect(codes(wrap(#"["large"]"#)) == ["wrong_type", "option_required"])
        #expect(codes(wrap(#"{"size": [1]}"#)) == ["wrong_type", "option_required"])
    }

    @Test func theMessagesNameTheItemTheGroupAndWhatIsOffered() throws {
        let rejections = try rejectionsOf(wrap(#"{"size": ["huge"], "sauce": ["hot"]}"#))
        #expect(
            rejections.contains("Crispy Fish Wrap (RC-BURG-04) has no option \"sauce\" (its options: size, extras)"))
        #expect(
            rejections.contains(
                "option \"size\" of Crispy Fish Wrap (RC-BURG-04) has no choice \"huge\" (choices: regular, large)"))
        let missing = try rejectionsOf(order(items: #"[{"sku": "RC-BURG-04", "quantity": 1}]"#))
        #expect(
            missing == ["Crispy Fish Wrap (RC-BURG-04) needs a choice of \"Size\" (option \"size\": regular, large)"])
    }

    @Test func linesMergeOnlyWithTheSameChoicesAsSets() throws {
        let items = #"""
            [{"sku": "RC-BURG-04", "quantity": 1, "options": {"size": "large", "extras": ["jalapenos", "avocado"]}},
             {"sku": "RC-BURG-04", "quantity": 2, "options": {"extras": ["avocado", "jalapenos"], "size": ["large"]}},
             {"sku": "RC-BURG-04", "quantity": 1, "options": {"size": "regular"}},
             {"sku": "RC-BURG-04", "quantity": 1, "options": {"size": "regular", "extras": []}}]
            """#
        let priced = try #require(validated(order(items: items)))
        #expect(priced.lines.map(\.quantity) == [3, 2])
        #expect(
            priced.lines.map { LineChoices(chosen: $0.options).summary } == [
                "Large; Avocado, Pickled jalapeños", "Regular",
            ])
    }

    @Test func aChoiceWithStockIsCountedAcrossLinesAndNamedWithItsItem() throws {
        let items = #"""
            [{"sku": "RC-BURG-04", "quantity": 2, "options": {"size": "large", "extras": ["extra-fish"]}},
             {"sku": "RC-BURG-04", "quantity": 2, "options": {"size": "regular", "extras": ["extra-fish"]}}]
            """#
        var ledger = FakeLedger()
        ledger.stock["RC-BURG-04/extras/extra-fish"] = 3
        #expect(codes(order(items: items), ledger: ledger) == ["insufficient_stock"])
        #expect(
            try rejectionsOf(order(items: items), ledger: ledger) == [
                "only 3 left of Extra haddock on Crispy Fish Wrap (RC-BURG-04), 4 ordered"
            ])
        ledger.stock["RC-BURG-04/extras/extra-fish"] = 0
        #expect(
            try rejectionsOf(order(items: items), ledger: ledger) == [
                "Extra haddock on Crispy Fish Wrap (RC-BURG-04) is sold out"
            ])
        ledger.stock["RC-BURG-04/extras/extra-fish"] = 4
        #expect(codes(order(items: items), ledger: ledger) == [])
    }

    @Test func theNinetyNineLimitCountsEveryLineOfTheItem() {
        let items = #"""
            [{"sku": "RC-BURG-04", "quantity": 60, "options": {"size": "large"}},
             {"sku": "RC-BURG-04", "quantity": 40, "options": {"size": "regular"}}]
            """#
        #expect(codes(order(items: items)) == ["invalid_quantity"])
    }

    @Test func aCouponsEligibleAmountIsTheLineTotalsWithOptions() throws {
        // KITS15 takes 15% off kits: the High-Protein Week with breakfasts is 135.00 + 35.00.
        let items = #"[{"sku": "RC-KIT-03", "quantity": 1, "options": {"breakfasts": ["protein-breakfasts"]}}]"#
        let priced = try #require(validated(order(items: items, extra: #""coupon": "KITS15""#)))
        #expect(priced.price.eligibleSubtotal.minorUnits == 17000)
        #expect(priced.price.discount.minorUnits == 2550)
    }
}

/// The messages of every rejection of an order (empty when it is accepted).
func rejectionsOf(_ json: String, ledger: FakeLedger = FakeLedger()) throws -> [String] {
    switch OrderFileParser.parse(Array(json.utf8)) {
    case .failure(let list): return list.rejections.map(\.message)
    case .success(let request):
        switch try! OrderValidator(context: Demo.context()).validate(request, ledger: ledger) {
        case .success: return []
        case .failure(let list): return list.rejections.map(\.message)
        }
    }
}
