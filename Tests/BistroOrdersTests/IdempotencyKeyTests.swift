@testable import BistroOrders
import Testing

/// The content key is the SHA-256 of the file (swift-crypto), checked against published vectors.
@Suite struct IdempotencyKeyTests {
    /// FIPS 180-4 / NIST CAVP example vectors.
    @Test func fipsVectors() {
        #expect(hash(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hash([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hash(Array("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu".utf8))
                == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    private func hash(_ bytes: [UInt8]) -> String { String(IdempotencyKey.contentHash(bytes).dropFirst("sha256:".count)) }

    @Test func anOrderIdWinsOverTheContentAndBelongsToTheCustomer() {
        #expect(IdempotencyKey.key(orderID: "web-17", email: " Ada@Example.com ", bytes: Array("{}".utf8)) == "id:ada@example.com web-17")
        #expect(IdempotencyKey.key(orderID: "web-17", email: "bob@example.com", bytes: Array("{}".utf8)) == "id:bob@example.com web-17")
        #expect(IdempotencyKey.key(orderID: nil, email: "ada@example.com", bytes: [])
                == "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// The same order re-sent with other white space, key order, escapes, a corrected name or an unknown
    /// field has the same digest; other items, coupon, tip, pickup time or note do not.
    @Test func theContentDigestIsTheCanonicalOrder() throws {
        func digest(_ json: String) throws -> String {
            guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)) else { throw SpoolError("not parsed") }
            return OrderContentDigest.digest(request)
        }
        let base = try digest(#"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10"}"#)
        #expect(try digest(#"{"items":[{"quantity":2,"sku":" rc-burg-01"}],"coupon":"WELCOME10 ","customer":{"email":"ADA@example.com","name":"Ada L."},"orderId":"w","colour":1}"#) == base)
        #expect(try digest(#"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10", "note": " "}"#) == base)
        for other in [#""items": [{"sku": "RC-BURG-01", "quantity": 3}], "coupon": "welcome10""#,
                      #""items": [{"sku": "RC-BURG-01", "quantity": 2}]"#,
                      #""items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10", "tip": {"percent": 10}"#,
                      #""items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10", "pickupAt": "2026-11-22T18:30:00-05:00""#,
                      #""items": [{"sku": "RC-BURG-01", "quantity": 2, "note": "no onions"}], "coupon": "welcome10""#] {
            #expect(try digest(#"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, \#(other)}"#) != base, "\(other)")
        }
    }

    @Test func paddingBoundaries() {
        // 55, 56 and 64 bytes straddle the length-field boundary.
        #expect(hash([UInt8](repeating: 0x61, count: 55)) == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(hash([UInt8](repeating: 0x61, count: 56)) == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(hash([UInt8](repeating: 0x61, count: 64)) == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
