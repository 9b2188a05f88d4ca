import Testing

@testable import BistroOrders
@testable import BistroServer

/// Which field of the posted order each rejection reason concerns.
@Suite struct RejectionAnswerTests {
    @Test func findsTheFieldAtTheReasonsPlaceOrByItsCode() {
        let body = Array(
            """
            {"orderId": "w1", "customer": {"name": "", "email": "ada@"},
             "items": [{"sku": "RC-BURG-01", "quantity": 1}, {"sku": "NOPE", "quantity": 1}],
             "coupon": "EXPIRED5", "tip": {"percent": 99}}
            """.utf8)
        let errors = [
            Rejection(.unknownSKU, "no item NOPE", line: 2, column: 58),
            Rejection(.couponExpired, "expired", line: 3, column: 12),
            Rejection(.tipOutOfRange, "too much", line: 3, column: 43),
            Rejection(.invalidEmail, "bad", line: 1, column: 53),
            Rejection(.missingCustomerName, "no name"),
            Rejection(.tooManyProblems, "and more"),
        ]
        guard case .array(let answers) = RejectionAnswer.rejections(errors, body: body) else {
            Issue.record("not an array"); return
        }
        let fields = answers.map { answer -> String? in
            guard case .object(let members) = answer else { return nil }
            if case .string(let field)? = members.first(where: { $0.0 == "field" })?.1 { return field }
            return nil
        }
        #expect(fields == ["items[1].sku", "coupon", "tip", "customer.email", "customer.name", nil])
    }

    /// A reason about an item's options points at that line's `options` (or at the group named).
    @Test func anOptionsReasonPointsAtTheLinesOptions() {
        let body = Array(
            """
            {"customer": {"name": "Ada", "email": "ada@example.com"},
             "items": [{"sku": "RC-BURG-04", "quantity": 1}, {"sku": "RC-BURG-04", "quantity": 1, "options": {"size": ["huge"]}}]}
            """.utf8)
        let errors = [
            Rejection(.optionRequired, "needs a size", line: 2, column: 12),
            Rejection(.unknownChoice, "no huge", line: 2, column: 99),
        ]
        guard case .array(let answers) = RejectionAnswer.rejections(errors, body: body) else {
            Issue.record("not an array"); return
        }
        let fields = answers.map { answer -> String? in
            guard case .object(let members) = answer,
                case .string(let field)? = members.first(where: { $0.0 == "field" })?.1
            else { return nil }
            return field
        }
        #expect(fields == ["items[0].options", "items[1].options.size"])
    }
}
