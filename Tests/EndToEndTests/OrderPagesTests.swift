import Foundation
import Testing

/// `bistro build --db`: receipt and history pages, escaping, noindex, sitemap and robots, live badges,
/// and cheap rebuilds, against the scenario's real database.
@Suite struct OrderPagesTests {
    @Test func receiptAndHistoryPages() throws {
        let scenario = try OrderBookScenario()
        let build = try scenario.build()
        #expect(build.status == 0, "\(build.stderr)")

        // Every accepted order has a receipt (the cancelled one too, saying so); nothing else is under receipts/
        // but the page that keeps the folder from being listed.
        let receipts = try FileManager.default.contentsOfDirectory(atPath: scenario.site + "/receipts").sorted()
        let tokens = try OrderBookScenario.planned.map { try scenario.receiptToken($0.orderID) }
        #expect(receipts == tokens.sorted() + ["index.html"])
        #expect(tokens.allSatisfy { $0.count == 32 && $0.allSatisfy(\.isHexDigit) })

        // a2: Ada's hostile name and note, a coupon and a tip: every figure as the text receipt has it.
        let a2 = OrderBookScenario.planned[1]
        let figures = a2.figures(OrderBookScenario.prices)
        let receipt = scenario.page("receipts/\(try scenario.receiptToken("a2"))/index.html")
        let text = try scenario.runner.run(["receipt", "a2"]).stdout
        #expect(receipt.contains("<h1>Order \(try scenario.orderNumber("a2"))</h1>"))
        #expect(receipt.contains("Royal Café"))
        #expect(receipt.contains(#"<time datetime="2026-11-20T12:00:00-05:00">2026-11-20 12:00</time>"#))
        #expect(receipt.contains(#"<time datetime="2026-11-20T18:30:00-05:00">2026-11-20 18:30</time>"#))
        #expect(receipt.contains("<td class=\"num\">2</td><td>Royal Burger<br><small>RC-BURG-01"))
        for (label, cents) in [
            ("Subtotal", figures.subtotal), ("Discount (WELCOME10)", -figures.discount), ("HST 13%", figures.tax),
            ("Tip (15%)", figures.tip), ("Total", figures.total),
        ] {
            let amount = (cents < 0 ? "-$" : "$") + String(format: "%d.%02d", abs(cents) / 100, abs(cents) % 100)
            #expect(
                receipt.contains("<th scope=\"row\" colspan=\"3\">\(label)</th><td class=\"num\">\(amount)</td>"),
                "\(label) \(amount)")
            #expect(text.contains(label) && text.contains(amount), "text receipt has \(label) \(amount)")
        }
        #expect(receipt.contains(#"<meta name="robots" content="noindex">"#))
        // Escaped in the page, script-safe in the JSON-LD; no raw markup from the customer anywhere.
        #expect(receipt.contains("&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Ada &amp; Co"))
        #expect(receipt.contains("&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; ring twice"))
        #expect(!receipt.contains("<img src=x"))
        #expect(!receipt.contains("alert(\"pwned\")</script>"))
        let inline = receipt.replacing(/<script type="module" src="\/assets\/[a-z-]+\.js"><\/script>/, with: "")
        #expect(
            inline.components(separatedBy: "</script>").count == 2,
            "only the JSON-LD script closes (the site's scripts are files)")
        #expect(receipt.contains(#""name":"<script>alert(\"pwned\")<\/script> Ada & Co""#))
        #expect(
            receipt.contains(#""@type":"Order""#)
                && receipt.contains(#""orderStatus":"https://schema.org/OrderProcessing""#))
        #expect(
            receipt.contains(
                #""totalPaymentDue":{"@type":"PriceSpecification","price":"\#(figures.total / 100).\#(String(format: "%02d", figures.total % 100))","priceCurrency":"CAD"}"#
            ))
        // Only this order's customer: no email, no other customer's name.
        #expect(!receipt.contains("ada@example.com"))
        for other in ["Bob", "Carol", "Dave", "Xavier", "Ada Lovelace"] {
            #expect(!receipt.contains(other), "\(other) on Ada's receipt")
        }

        let cancelled = scenario.page("receipts/\(try scenario.receiptToken("x1"))/index.html")
        #expect(cancelled.contains("status-cancelled\">Cancelled</span>"))
        #expect(cancelled.contains("https://schema.org/OrderCancelled"))

        // No link to Ada's history on a receipt (issue 23 item 1): only her "received" mails carry it.
        #expect(!receipt.contains("/orders/"))
        // Ada's history: her three orders newest first, each linking to its receipt and with the name it was
        // placed under, and nobody else's; the heading names nobody.
        let link = try scenario.runner.historyPath(mailedTo: "ada@example.com")
        let history = scenario.page(link + "index.html")
        #expect(history.contains(#"<meta name="robots" content="noindex">"#))
        #expect(history.contains("<p>3 orders placed with your email address, newest first.</p>"))
        let hostileName = "<td>&lt;script&gt;alert(&quot;pwned&quot;)&lt;/script&gt; Ada &amp; Co</td>"
        #expect(history.components(separatedBy: hostileName).count == 3, "a2 and a3 with their own name")
        #expect(history.contains("<td>Ada Lovelace</td>"), "a1 keeps the name it was placed under")
        let numbers = try ["a3", "a2", "a1"].map { try scenario.orderNumber($0) }
        let positions = numbers.map { history.range(of: ">\($0)</a>")?.lowerBound }
        #expect(positions.allSatisfy { $0 != nil })
        #expect(positions.compactMap { $0 } == positions.compactMap { $0 }.sorted(), "newest first")
        for id in ["a3", "a2", "a1"] {
            #expect(history.contains("<a href=\"/receipts/\(try scenario.receiptToken(id))/\">"))
        }
        for id in ["b1", "b2", "c1", "d1", "x1"] {
            #expect(!history.contains(try scenario.orderNumber(id)))
            #expect(!history.contains(try scenario.receiptToken(id)))
        }
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: scenario.site + "/orders").filter { $0 != "index.html" }
                .count == 5)

        // Private pages stay out of the sitemap; robots.txt disallows their folders.
        let sitemap = scenario.page("sitemap.xml")
        #expect(sitemap.contains("<loc>https://royalcafe.example/menu/</loc>"))
        #expect(!sitemap.contains("receipts") && !sitemap.contains("orders/"))
        let robots = scenario.page("robots.txt")
        #expect(robots.contains("Disallow: /receipts/\n") && robots.contains("Disallow: /orders/\n"))
        // Other pages are unchanged by customer data.
        #expect(!scenario.page("menu/index.html").contains("Ada"))
    }

    @Test func liveStockAndMostOrderedBadges() throws {
        let scenario = try OrderBookScenario()
        // By default a dish needs 10 units in the 30 days to be "most ordered": the scenario's best sold 4.
        #expect(try scenario.build().status == 0)
        #expect(!scenario.page("menu/index.html").contains("Most ordered"))
        #expect(!scenario.page("kits/rc-kit-01/index.html").contains("Most ordered"))
        #expect(try scenario.build(["--most-ordered-minimum", "1"]).status == 0)
        let menu = scenario.page("menu/index.html")
        func badges(_ name: String, in page: String) -> String {
            guard let line = page.split(separator: "\n").first(where: { $0.contains(">\(name)</a>") }) else {
                return ""
            }
            return String(line)
        }
        // RC-BURG-01 and RC-BURG-02 both sold 4 in the 30 days: the tie goes to the smaller SKU.
        #expect(badges("Royal Burger", in: menu).contains("Most ordered this month"))
        #expect(!badges("Peameal Bacon Burger", in: menu).contains("Most ordered"))
        // RC-BURG-03 sold 5, but on a cancelled order; RC-CLAS-01 only before the window: no badge.
        #expect(!badges("Halal Chicken Shawarma Wrap", in: menu).contains("Most ordered"))
        let classics = menu.components(separatedBy: "id=\"classic-dishes\"")[1].components(separatedBy: "</section>")[0]
        #expect(!classics.contains("Most ordered"))
        let soups = menu.components(separatedBy: "id=\"soups-n-salads\"")[1].components(separatedBy: "</section>")[0]
        #expect(soups.components(separatedBy: "Most ordered this month").count == 2)
        #expect(menu.components(separatedBy: "Most ordered this month").count == 3, "burgers and soups")

        // The database's stock: set to 0 → sold out; set to 3 → only 3 left; content's 5 → only 5 left (threshold 5).
        let soup2 = scenario.page("menu/soups-n-salads/rc-soup-02/index.html")
        #expect(soup2.contains("badge-soldout\">Sold out"))
        #expect(soup2.contains("https://schema.org/SoldOut"))
        #expect(scenario.page("menu/vegetarian-delights/rc-veg-01/index.html").contains("badge-low\">Only 3 left"))
        #expect(scenario.page("menu/classic-dishes/rc-clas-02/index.html").contains("Only 5 left"))
        // 20 in the content, 16 after four sold: not low.
        #expect(!scenario.page("menu/burgers-n-wraps/rc-burg-02/index.html").contains("Only"))
        #expect(
            scenario.page("menu.json").contains(#""sku":"RC-BURG-02","stock":16"#)
                || scenario.page("menu.json").contains(#""stock": 16"#))
        // The kit sold once (8 → 7) and is its group's most ordered.
        let kit = scenario.page("kits/rc-kit-01/index.html")
        #expect(kit.contains("Most ordered this month"))
        #expect(!kit.contains("Only"))
        #expect(try scenario.build(["--low-stock", "7"]).status == 0)
        #expect(scenario.page("kits/rc-kit-01/index.html").contains("Only 7 left"))
        #expect(!scenario.page("menu/burgers-n-wraps/rc-burg-02/index.html").contains("Only"))

        // Without --db the site keeps publishing from the database it remembers: nothing mailed disappears.
        let templates = BistroRunner.packageRoot.appendingPathComponent("Templates").path
        let receipt = scenario.site + "/receipts/\(try scenario.receiptToken("a2"))/index.html"
        let plain = try scenario.runner.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates", templates,
                "--output", scenario.site,
            ], storeOptions: false)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(FileManager.default.fileExists(atPath: receipt))
        #expect(scenario.page("menu/soups-n-salads/rc-soup-02/index.html").contains("badge-soldout\">Sold out"))

        // --no-db: the content's stock, no badges from orders, no private pages (removed again).
        let forget = try scenario.runner.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates", templates,
                "--output", scenario.site, "--no-db",
            ], storeOptions: false)
        #expect(forget.status == 0, "\(forget.stderr)")
        #expect(!scenario.page("menu/index.html").contains("Most ordered"))
        #expect(!FileManager.default.fileExists(atPath: receipt))
        #expect(!scenario.page("kits/rc-kit-01/index.html").contains("Most ordered"))
        #expect(!scenario.page(".bistro-manifest").contains("# orderbook"))
    }

    @Test func rebuildsWriteOnlyWhatChanged() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let unchanged = try scenario.build(["--verbose"])
        #expect(unchanged.stdout.contains("0 written"), "\(unchanged.stdout)")

        // One more order: its receipt, its customer's history, and the pages whose badges or stock moved.
        scenario.runner.drop("e1.json", orderJSON(id: "e1", email: "erin@example.com", name: "Erin", sku: "RC-VEG-01"))
        #expect(try scenario.process(now: "2026-11-22T13:00:00-05:00").status == 0)
        let after = try scenario.build(["--verbose"])
        let written = try #require(after.stdout.firstMatch(of: /(\d+) written/)).1
        #expect(Int(written)! > 2 && Int(written)! < 15, "\(after.stdout)")
        #expect(scenario.page("menu/vegetarian-delights/rc-veg-01/index.html").contains("Only 2 left"))
        #expect(
            FileManager.default.fileExists(
                atPath: scenario.site + "/receipts/\(try scenario.receiptToken("e1"))/index.html"))
        #expect(try scenario.build(["--verbose"]).stdout.contains("0 written"))

        // A site published from a database that is gone stops with an error naming the flags, and changes nothing.
        let before = BistroRunner.snapshot(URL(fileURLWithPath: scenario.site))
        let missing = try scenario.runner.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates",
                BistroRunner.packageRoot.appendingPathComponent("Templates").path,
                "--output", scenario.site, "--db", scenario.runner.root + "/none.sqlite",
            ], storeOptions: false)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("--no-db"), "\(missing.stderr)")
        #expect(BistroRunner.snapshot(URL(fileURLWithPath: scenario.site)) == before)

        // On a new site a missing database is only a warning: it is built without order pages.
        let fresh = try scenario.runner.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates",
                BistroRunner.packageRoot.appendingPathComponent("Templates").path,
                "--output", scenario.runner.root + "/fresh-site", "--db", scenario.runner.root + "/none.sqlite",
            ], storeOptions: false)
        #expect(fresh.status == 0)
        #expect(fresh.stderr.contains("warning: no order database"))
    }
}
