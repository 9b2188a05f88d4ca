import Foundation
import Testing

/// Issue 11: the order page (`order/`), the data it computes with (`order/order-data.json`), its scripts,
/// the receipt's "I'm here" button and the folders that must never be listed, on real builds of the demo.
@Suite struct OrderPageTests {
    /// The demo content copied into `folder/Content`, with `restaurant.json` changed by `edit`.
    static func content(in folder: URL, restaurant edit: (inout [String: Any]) -> Void) throws -> String {
        let copy = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BistroRunner.packageRoot.appendingPathComponent("Content"), to: copy)
        let file = copy.appendingPathComponent("restaurant.json")
        var restaurant = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as! [String: Any]
        edit(&restaurant)
        try JSONSerialization.data(
            withJSONObject: restaurant, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        ).write(to: file)
        return copy.path
    }

    /// "16.50" → 1650.
    static func cents(_ decimal: String) -> Int {
        let parts = decimal.split(separator: ".")
        return Int(parts[0])! * 100
            + (parts.count > 1 ? Int(parts[1].padding(toLength: 2, withPad: "0", startingAt: 0))! : 0)
    }

    static func json(_ path: String) throws -> [String: Any] {
        try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as! [String: Any]
    }

    /// The `<script` tags of a page outside JSON-LD; each must load a file of the site and hold no code.
    static func scriptTags(_ html: String) -> [String] {
        html.replacing(/<script type="application\/ld\+json">.*?<\/script>/, with: "").matches(
            of: /<script[^>]*>[^<]*<\/script>/
        ).map { String($0.0) }
    }

    @Test func orderPageAndItsDataAgreeWithTheContent() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site").path
        #expect(try BistroRunner.run(["build", "--quiet", "--output", site]).status == 0)

        // Every product of menu.json and kits.json, at its price in cents, and nothing else.
        let data = try Self.json(site + "/order/order-data.json")
        let content = BistroRunner.packageRoot.appendingPathComponent("Content").path
        let menu = try Self.json(content + "/menu.json")
        let kits = try Self.json(content + "/kits.json")
        var expected: [String: Int] = [:]
        for category in menu["categories"] as! [[String: Any]] {
            for item in category["items"] as! [[String: Any]] {
                expected[item["sku"] as! String] = Self.cents(item["price"] as! String)
            }
        }
        for kit in kits["kits"] as! [[String: Any]] {
            expected[kit["sku"] as! String] = Self.cents(kit["price"] as! String)
        }
        let products = (data["items"] as! [[String: Any]]) + (data["kits"] as! [[String: Any]])
        #expect(
            Dictionary(uniqueKeysWithValues: products.map { ($0["sku"] as! String, $0["priceCents"] as! Int) })
                == expected)
        #expect(products.first { $0["sku"] as? String == "RC-CLAS-05" }?["soldOut"] as? Bool == true)
        #expect(products.first { $0["sku"] as? String == "RC-KIT-01" }?["category"] as? String == "kits")
        #expect(
            data["taxRate"] as? String == "0.13" && data["taxName"] as? String == "HST"
                && data["currency"] as? String == "CAD")
        #expect(data["timeZone"] as? String == "America/Toronto" && data["tipPresets"] as? [Int] == [10, 15, 20])
        #expect(
            (data["orders"] as? [String: String]) == ["endpoint": "/api/orders", "checkInEndpoint": "/api/check-ins"])
        #expect((data["hours"] as? [String: [[Int]]])?["mon"] == [[660, 1260]])

        // Public coupons only, in cents; a staff or hidden code never reaches the site.
        let coupons = Dictionary(
            uniqueKeysWithValues: (data["coupons"] as! [[String: Any]]).map { ($0["code"] as! String, $0) })
        #expect(Set(coupons.keys) == ["WELCOME10", "SOUPDAY", "KITS15"])
        #expect(
            coupons["SOUPDAY"]?["amountOffCents"] as? Int == 300
                && coupons["SOUPDAY"]?["minimumSubtotalCents"] as? Int == 1000)
        #expect(coupons["SOUPDAY"]?["appliesTo"] as? [String] == ["soups-n-salads"])
        #expect(
            coupons["WELCOME10"]?["percentOff"] as? Int == 10
                && coupons["WELCOME10"]?["validUntil"] as? String == "2027-12-31")
        let files = BistroRunner.snapshot(URL(fileURLWithPath: site))
        for (path, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(!text.contains("STAFF25") && !text.contains("EXPIRED5"), "a non-public coupon in \(path)")
        }

        // The page: the DOM contract's form, estimate and controls; scripts only from the site, no code inline.
        let page = try String(contentsOfFile: site + "/order/index.html", encoding: .utf8)
        for needle in [
            #"<form id="order-form""#, #"id="cart""#, #"id="cart-empty""#, #"id="estimate-subtotal" data-cents="0""#,
            #"id="estimate-total" data-cents="0""#, #"<input id="coupon""#, #"id="coupon-status""#,
            #"<input type="radio" name="tip" value="none" checked>"#, #"<input type="radio" name="tip" value="15">"#,
            #"<input type="radio" name="tip" value="other">"#, #"<input id="tip-other""#,
            #"<select id="pickup-time" name="pickup-time"><option value="asap">"#,
            #"<input id="customer-name" name="name" autocomplete="name""#, #"type="email" autocomplete="email""#,
            #"type="tel" autocomplete="tel""#, #"<textarea id="order-note""#, #"id="place-order""#,
            #"data-endpoint="/api/orders""#,
            #"id="order-outcome" role="status" aria-live="polite""#, "<noscript>", #"href="tel:+14165550199""#,
            #"id="menu-filters""#, #"<input id="menu-search" type="search""#, #"<option value="price-desc">"#,
            #"<input type="checkbox" name="diet" value="vegan">"#,
            #"<input type="checkbox" name="avoid" value="gluten">"#,
            #"class="read-aloud" data-read="cart-section""#, "HST 13%", "Estimate",
        ] {
            #expect(page.contains(needle), "order page lacks \(needle)")
        }
        #expect(!page.contains("send-by-email") && !page.contains("download-order"))
        #expect(
            page.contains(
                /<button type="button" class="add-to-cart" data-sku="RC-CLAS-05" [^>]* disabled hidden>Sold out<\/button>/
            ))
        #expect(
            page.contains(
                #"data-sku="RC-BURG-01" data-price-cents="1650" data-diets="" data-allergens="gluten milk egg mustard sesame""#
            ))
        // Every page of the site; the tables' QR code sheet is one of its own, with no script or navigation.
        for (path, bytes) in files where path.hasSuffix(".html") && !path.hasPrefix("tables/") {
            let html = String(decoding: bytes, as: UTF8.self)
            // ES modules only (issue 24, item 9); the order page adds its form's; the booking page, which lists
            // no dishes, loads the navigation's and its form's only.
            let tags = Self.scriptTags(html)
            let modules =
                path == "book/index.html"
                ? ["navigation", "book-table"]
                : ["navigation", "menu-filters", "read-aloud", "add-to-order"]
                    + (path == "order/index.html" ? ["order-form"] : [])
            let expected = modules.map { #"<script type="module" src="/assets/\#($0).js"></script>"# }
            #expect(tags == expected, "\(path): \(tags)")
            #expect(html.contains(#"<li><a href="/order/""#), "no Order link in the navigation of \(path)")
        }
        for script in [
            "assets/order-form.js", "assets/menu-filters.js", "assets/pricing.js", "assets/check-in.js",
            "service-worker.js",
        ] {
            #expect(files[script].map { !$0.isEmpty } == true, "\(script) missing")
        }
        #expect(String(decoding: files["service-worker.js"] ?? Data(), as: UTF8.self).contains("order/order-data.json"))
        #expect(files["assets/service-worker.js"] == nil, "the worker is published at the root only")

        // Item and kit pages and cards add to the cart; the menu's dishes carry what the filters read.
        let item = try String(contentsOfFile: site + "/menu/burgers-n-wraps/rc-burg-01/index.html", encoding: .utf8)
        #expect(item.contains(#"<button type="button" class="add-to-cart" data-sku="RC-BURG-01""#))
        let kit = try String(contentsOfFile: site + "/kits/rc-kit-01/index.html", encoding: .utf8)
        #expect(kit.contains(#"class="add-to-cart" data-sku="RC-KIT-01""#))
        let menuPage = try String(contentsOfFile: site + "/menu/index.html", encoding: .utf8)
        #expect(
            menuPage.contains(
                #"<li class="filterable" data-sku="RC-BURG-03" data-price-cents="1450" data-diets="halal dairy-free" data-allergens="gluten sesame" data-rating-tenths="">"#
            ))
        #expect(menuPage.contains(#"class="menu-toggle" aria-expanded="false" aria-controls="site-nav-list""#))
        #expect(menuPage.contains(#"class="read-aloud" data-read="burgers-n-wraps""#))
    }

    @Test func withoutAnEndpointThePageOffersEmailAndTheDownloadOnlyWhenAsked() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.content(in: folder) { $0["orders"] = nil }
        let site = folder.appendingPathComponent("Site").path
        let build = try BistroRunner.run(["build", "--quiet", "--content", content, "--output", site])
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOfFile: site + "/order/index.html", encoding: .utf8)
        #expect(
            page.contains(
                #"<a id="send-by-email" class="button" href="mailto:hello@royalcafe.example">Send by email</a>"#))
        #expect(!page.contains("download-order"), "the order file's download is for the owner's tests, off by default")
        #expect(page.contains("Your mail program opens with your order written out"))
        #expect(!page.contains("place-order"))
        let data = try Self.json(site + "/order/order-data.json")
        #expect(
            (data["orders"] as? [String: Any]).map { $0["endpoint"] is NSNull && $0["checkInEndpoint"] is NSNull }
                == true)
    }

    @Test func offerDownloadAddsTheOrderFilesDownload() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.content(in: folder) { $0["orders"] = ["offerDownload": true] }
        let site = folder.appendingPathComponent("Site").path
        let build = try BistroRunner.run(["build", "--quiet", "--content", content, "--output", site])
        #expect(build.status == 0, "\(build.stderr)")
        let page = try String(contentsOfFile: site + "/order/index.html", encoding: .utf8)
        #expect(page.contains(#"<a id="download-order""#) && page.contains(#"download="order.json""#))
        #expect(page.contains(#"id="send-by-email""#) && !page.contains("place-order"))
    }

    @Test func aBadEndpointIsAPositionedError() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.content(in: folder) {
            $0["orders"] = ["endpoint": "api/orders", "checkInEndpoint": "http://example.com/x"]
        }
        let text = try String(contentsOfFile: content + "/restaurant.json", encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func position(_ needle: String) -> String {
            let index = lines.firstIndex { $0.contains(needle) }!
            let column = lines[index].range(of: needle)!.lowerBound.utf16Offset(in: lines[index]) + 1
            return "\(index + 1):\(column)"
        }
        let result = try BistroRunner.run(["check", "--content", content])
        #expect(result.status != 0)
        #expect(
            result.stderr.contains(
                "restaurant.json:\(position("\"api/orders\"")): error: \"endpoint\" must be a path starting with \"/\" such as \"/api/orders\", or an https URL, found \"api/orders\""
            ), "\(result.stderr)")
        #expect(
            result.stderr.contains(
                "restaurant.json:\(position("\"http://example.com/x\"")): error: \"checkInEndpoint\" must be a path"),
            "\(result.stderr)")
        let unknown = try Self.content(in: folder.appendingPathComponent("b")) {
            $0["orders"] = ["endpont": "/api/orders"]
        }
        let typo = try BistroRunner.run(["check", "--content", unknown])
        #expect(typo.status != 0 && typo.stderr.contains("unknown key \"endpont\" in \"orders\""), "\(typo.stderr)")
    }

    /// Receipts of orders waiting for a check-in get "I'm here" (only when the restaurant takes check-ins);
    /// the private folders' listing guards survive incremental builds; sold-out items cannot be added.
    @Test func receiptsOfferImHereOnlyWhileWaitingAndTheFoldersStayUnlisted() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let receipts = try FileManager.default.contentsOfDirectory(atPath: scenario.site + "/receipts").filter {
            $0 != "index.html"
        }
        var waiting = 0, other = 0
        for token in receipts {
            let page = scenario.page("receipts/\(token)/index.html")
            let received = page.contains("status-received\"")
            #expect(
                page.contains(
                    #"<button type="button" id="im-here" class="button" data-endpoint="/api/check-ins" hidden>I'm here</button>"#
                ) == received, "\(token)")
            #expect(page.contains(#"id="check-in-outcome" role="status" aria-live="polite""#) == received)
            #expect(
                !page.contains(token + "\" data-") && !page.contains("data-token"),
                "the token is read from the URL, not written into the page")
            if received { waiting += 1 } else { other += 1 }
        }
        #expect(waiting > 0 && other > 0, "the scenario has orders waiting and orders that are not")
        #expect(
            scenario.page("menu/index.html").contains(
                /class="add-to-cart" data-sku="RC-SOUP-02" [^>]* disabled hidden>Sold out<\/button>/))

        func guards() -> [String] {
            ["receipts", "orders"].map { scenario.page($0 + "/index.html") }
        }
        for page in guards() {
            #expect(page.contains(#"<meta name="robots" content="noindex">"#) && page.contains("nothing"))
        }
        #expect(try scenario.build().status == 0)
        #expect(guards().allSatisfy { $0.contains("noindex") }, "a no-change build keeps them")
        #expect(try scenario.build(["--low-stock", "2"]).status == 0)
        #expect(guards().allSatisfy { $0.contains("noindex") }, "a catalogue rebuild keeps them")

        // A restaurant without a check-in endpoint shows no button.
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let content = try Self.content(in: folder) { $0["orders"] = ["endpoint": "/api/orders"] }
        let site = folder.appendingPathComponent("Site").path
        let build = try scenario.runner.run(
            [
                "build", "--content", content, "--output", site, "--db", scenario.runner.db,
                "--now", OrderBookScenario.buildNow,
            ], storeOptions: false)
        #expect(build.status == 0, "\(build.stderr)")
        for token in receipts {
            #expect(
                !((try? String(contentsOfFile: "\(site)/receipts/\(token)/index.html", encoding: .utf8)) ?? "im-here")
                    .contains("im-here"))
        }
    }
}
