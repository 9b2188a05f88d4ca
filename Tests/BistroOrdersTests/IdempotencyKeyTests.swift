import Testing

@testable import BistroOrders

/// The content key is the SHA-256 of the file (swift-crypto), checked against published vectors.
@Suite struct IdempotencyKeyTests {
    /// FIPS 180-4 / NIST CAVP example vectors.
    @Test func fipsVectors() {
        #expect(hash(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(hash([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            hash(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            hash(
                Array(
                    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
                        .utf8))
                == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
        #expect(
            hash([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    private func hash(_ bytes: [UInt8]) -> String {
        String(IdempotencyKey.contentHash(bytes).dropFirst("sha256:".count))
    }

    @Test func anOrderIdWinsOverTheContentAndBelongsToTheCustomer() {
        #expect(
            IdempotencyKey.key(orderID: "web-17", email: " Ada@Example.com ", bytes: Array("{}".utf8))
                == "id:ada@example.com web-17")
        #expect(
            IdempotencyKey.key(orderID: "web-17", email: "bob@example.com", bytes: Array("{}".utf8))
                == "id:bob@example.com web-17")
        #expect(
            IdempotencyKey.key(orderID: nil, email: "ada@example.com", bytes: [])
                == "sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    /// The same order re-sent with other white space, key order, escapes, a corrected name or an unknown
    /// field has the same digest; other items, coupon, tip, pickup time or note do not.
    @Test func theContentDigestIsTheCanonicalOrder() throws {
        func digest(_ json: String) throws -> String {
            guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)) else {
                throw SpoolError("not parsed")
            }
            return OrderContentDigest.digest(request)
        }
        let base = try digest(
            #"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10"}"#
        )
        #expect(
            try digest(
                #"{"items":[{"quantity":2,"sku":" rc-burg-01"}],"coupon":"WELCOME10 ","customer":{"email":"ADA@example.com","name":"Ada L."},"orderId":"w","colour":1}"#
            ) == base)
        #expect(
            try digest(
                #"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10", "note": " "}"#
            ) == base)
        for other in [
            #""items": [{"sku": "RC-BURG-01", "quantity": 3}], "coupon": "welcome10""#,
            #""items": [{"sku": "RC-BURG-01", "quantity": 2}]"#,
            #""items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10", "tip": {"percent": 10}"#,
            #""items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10", "pickupAt": "2026-11-22T18:30:00-05:00""#,
            #""items": [{"sku": "RC-BURG-01", "quantity": 2, "note": "no onions"}], "coupon": "welcome10""#,
        ] {
            #expect(
                try digest(#"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, \#(other)}"#)
                    != base, "\(other)")
        }
    }

    /// Issue 23 item 4: a line's options count. The same choices in another spelling (a single string for a
    /// one-element list, another order of choices or of groups, an empty group) are the same order; other
    /// choices are not. A line without options keeps the digest recorded before options counted.
    @Test func theContentDigestCountsTheOptionsNormalised() throws {
        func digest(_ options: String?) throws -> String {
            let line = options.map { #", "options": \#($0)"# } ?? ""
            let json =
                #"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-04", "quantity": 1\#(line)}]}"#
            guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)) else {
                throw SpoolError("not parsed")
            }
            return OrderContentDigest.digest(request)
        }
        let regular = try digest(#"{"size": "regular"}"#)
        #expect(try digest(#"{"size": ["regular"]}"#) == regular)
        #expect(try digest(#"{"size": ["regular"], "extras": []}"#) == regular)
        #expect(try digest(#"{"size": "large", "extras": ["extra-fish", "avocado"]}"#) != regular)
        #expect(try digest(#"{"size": "large"}"#) != regular)
        #expect(try digest(#"{"size": "Regular"}"#) != regular, "choice ids are matched exactly")
        #expect(try digest(nil) != regular)
        #expect(try digest(#"{}"#) == digest(nil))
        let loaded = try digest(#"{"size": "large", "extras": ["extra-fish", "avocado"]}"#)
        #expect(try digest(#"{"extras": ["avocado", "extra-fish"], "size": ["large"]}"#) == loaded)
        #expect(try digest(#"{"size": "large", "extras": ["avocado"]}"#) != loaded)
    }

    /// The canonical form of an order without options is unchanged, so orders recorded before options
    /// counted are still matched by their resubmissions.
    @Test func aDigestWithoutOptionsIsTheOneRecordedBefore() throws {
        let json =
            #"{"orderId": "w", "customer": {"name": "Ada", "email": "ada@example.com"}, "items": [{"sku": "RC-BURG-01", "quantity": 2}], "coupon": "welcome10"}"#
        guard case .success(let request) = OrderFileParser.parse(Array(json.utf8)) else {
            throw SpoolError("not parsed")
        }
        #expect(
            OrderContentDigest.digest(request)
                == "sha256:bb7ed57cd153898113eb3a8d0a76912540560feb73884f01788bec301855434f")
    }

    @Test func paddingBoundaries() {
        // 55, 56 and 64 bytes straddle the length-field boundary.
        #expect(
            hash([UInt8](repeating: 0x61, count: 55))
                == "9f4390f8d30c2dd92ec9f095b65e2b9ae9b0a925a5258e241c9f1e910f734318")
        #expect(
            hash([UInt8](repeating: 0x61, count: 56))
                == "b35439a4ac6f0948b6d6f9e3c6af0f5f590ce20f1bde7090ef7970686ec6738a")
        #expect(
            hash([UInt8](repeating: 0x61, count: 64))
                == "ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb")
    }
}
