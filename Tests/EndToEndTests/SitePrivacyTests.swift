import Foundation
import Testing

/// Issue 10, item 1: `rsync -a Site/ host:` publishes every file of the site folder, dotfiles included, and
/// nginx, Apache and `python3 -m http.server` serve them. No published file may name a receipt or history
/// token but that token's own page, and no folder of private pages may be listable.
@Suite struct SitePrivacyTests {
    /// Every token in the book (receipts and histories, published or not), grouped by customer: each
    /// customer's history token with the receipt tokens of their orders. Read with Python's sqlite3.
    static func tokensByCustomer(db: String) throws -> [Set<String>] {
        let script = """
            import sqlite3, sys
            c = sqlite3.connect(sys.argv[1])
            for h, r in c.execute("SELECT c.history_token, group_concat(o.receipt_token, ' ') FROM customers c JOIN orders o ON o.customer_id = c.id GROUP BY c.id"):
                print(h, r)
            """
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, db],
            in: BistroRunner.packageRoot
        ).wait()
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map { Set($0.split(separator: " ").map(String.init)) }
    }

    /// The names in the book's customers table.
    static func customerNames(db: String) throws -> [String] {
        let script =
            "import sqlite3, sys\nfor (n,) in sqlite3.connect(sys.argv[1])"
            + ".execute('SELECT name FROM customers'): print(n)"
        let result = try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", script, db],
            in: BistroRunner.packageRoot
        ).wait()
        #expect(result.status == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// Every file under Site/, dotfiles included: a token appears only on a private page of the customer it
    /// belongs to. A receipt names no token but its own (no link to the customer's history: whoever placed
    /// the order may not own its address); a history names its own and its customer's receipts.
    @Test func noPublishedFileNamesATokenButItsCustomersPages() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let customers = try Self.tokensByCustomer(db: scenario.runner.db)
        #expect(customers.count == 5)
        #expect(customers.map(\.count).reduce(0, +) == 5 + 8)
        let files = BistroRunner.snapshot(URL(fileURLWithPath: scenario.site))
        #expect(files.keys.contains(".bistro-manifest"))
        var pagesWithTokens: Set<String> = []
        for (path, bytes) in files {
            let text = String(decoding: bytes, as: UTF8.self)
            let pageToken = path.firstMatch(of: /^(?:receipts|orders)\/([0-9a-f]{32})\/index\.html$/).map {
                String($0.1)
            }
            for tokens in customers {
                for token in tokens where path.contains(token) || text.contains(token) {
                    #expect(pageToken.map(tokens.contains) == true, "\(path) names \(token)")
                    if path.hasPrefix("receipts/") { #expect(pageToken == token, "the receipt \(path) names \(token)") }
                    pagesWithTokens.insert(path)
                }
            }
        }
        // Every receipt and every history is published (the scenario's window holds them all), and nothing else
        // names a token.
        #expect(pagesWithTokens.count == 5 + 8)
    }

    /// Issue 23 item 1: Mallory orders with the victim's address. Nothing she is given — the 201 answer, her
    /// receipt page (its links and JSON-LD) — names the victim's history or any other order's token; the
    /// victim's history heading names nobody and each order keeps the name it was placed under (the victim's
    /// earlier one stays theirs); only the "received" mails, to the victim's mailbox, carry the history link.
    @Test func anOrderWithSomeoneElsesEmailLeadsToNoneOfTheirOrders() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        func order(_ id: String, _ name: String, _ email: String, _ sku: String, extra: String = "") -> String {
            #"{"orderId": "\#(id)", "customer": {"name": "\#(name)", "email": "\#(email)"}, "#
                + #""items": [{"sku": "\#(sku)", "quantity": 1}]\#(extra)}"#
        }
        let note = #", "note": "gate code 4711""#
        let victim = try shop.post(order("v-1", "Vera Victim", "victim@example.com", "RC-BURG-01", extra: note))
        #expect(victim.status == 201, "\(victim.body)")
        let victimReceipt = try #require(victim.json["receiptURL"] as? String)
        let victimToken = String(victimReceipt.dropFirst("/receipts/".count).dropLast())

        let mallory = try shop.post(order("m-1", "Mallory", "Victim@Example.com", "RC-SOUP-01"))
        #expect(mallory.status == 201, "\(mallory.body)")
        let malloryReceipt = try #require(mallory.json["receiptURL"] as? String)
        let malloryToken = String(malloryReceipt.dropFirst("/receipts/".count).dropLast())
        #expect(shop.server.stop() == 0, "SIGTERM delivers the queued mail and stops")

        let history = try shop.runner.historyPath(mailedTo: "victim@example.com")
        let historyToken = String(history.dropFirst("orders/".count).dropLast())
        #expect(Set(try Self.tokensByCustomer(db: shop.runner.db)) == [[historyToken, victimToken, malloryToken]])
        #expect(try Self.customerNames(db: shop.runner.db) == ["Vera Victim"], "a later order renames no customer")
        // The answer names Mallory's own receipt and nothing else.
        #expect(!mallory.body.contains(historyToken) && !mallory.body.contains(victimToken), "\(mallory.body)")
        #expect(mallory.body.matches(of: /[0-9a-f]{32}/).map { String($0.0) } == [malloryToken])
        // Her receipt page (served as the site has it) shows her order only: no history link, no other token.
        let page = try String(contentsOfFile: shop.site + malloryReceipt + "index.html", encoding: .utf8)
        #expect(Set(page.matches(of: /[0-9a-f]{32}/).map { String($0.0) }) == [malloryToken], "\(page)")
        #expect(!page.contains("/orders/") && !page.contains("All your orders"))
        #expect(!page.contains("Vera") && !page.contains("gate code"))
        // The victim's history: no name a stranger set over it; each order with its own name.
        let victimHistory = try String(contentsOfFile: shop.site + "/" + history + "index.html", encoding: .utf8)
        let heading = try #require(victimHistory.components(separatedBy: "<table").first)
        #expect(heading.contains("<h1>Your orders</h1>"))
        #expect(!heading.contains("Mallory") && !heading.contains("Vera"), "\(heading)")
        #expect(victimHistory.contains("<td>Vera Victim</td>") && victimHistory.contains("<td>Mallory</td>"))
        let own = try String(contentsOfFile: shop.site + victimReceipt + "index.html", encoding: .utf8)
        #expect(own.contains("<dd>Vera Victim</dd>") && !own.contains("Mallory"))
        // Both received mails go to the victim's mailbox, each with the history link; no other mail names it.
        let mail = try shop.runner.mail()
        #expect(mail.filter { $0.event == "received" }.count == 2)
        for message in mail where message.body.contains(historyToken) {
            #expect(message.event == "received" && (message.headers["To"] ?? "").contains("victim@example.com"))
            #expect(message.body.contains("https://royalcafe.example/orders/\(historyToken)/"))
        }
        #expect(mail.filter { $0.body.contains(historyToken) }.count == 2)
    }

    /// Issue 23 item 1: a retry of an accepted order is answered "duplicate" to whoever sends the same address,
    /// orderId and dishes. With a chosen orderId ("first-order", as in the README) or none (the same bytes)
    /// that answer names no receipt: Mallory would get the victim's receipt token. The order page's random
    /// orderId (a UUID) still gets its receipt back after a lost answer.
    @Test func aDuplicateNamesItsReceiptOnlyForTheOrderPagesRandomId() throws {
        let shop = try OrderServer()
        defer { shop.server.stop() }
        let uuid = "3b241101-e2bb-4255-8caf-4136c566a962"
        let withoutID = orderJSON(id: nil, email: "victim@example.com", name: "Vera Victim", sku: "RC-SOUP-01")
        var tokens: [String] = []
        for body in [
            orderJSON(id: "first-order", email: "victim@example.com", name: "Vera Victim"), withoutID,
            orderJSON(id: uuid, email: "victim@example.com", name: "Vera Victim", sku: "RC-BURG-02"),
        ] {
            let first = try shop.post(body)
            #expect(first.status == 201, "\(first.body)")
            tokens.append(try #require(first.json["receiptURL"] as? String))
        }
        let guessed = try shop.post(orderJSON(id: "first-order", email: "victim@example.com", name: "Mallory"))
        let sameBytes = try shop.post(withoutID)
        for answer in [guessed, sameBytes] {
            #expect(answer.status == 200 && answer.json["duplicate"] as? Bool == true, "\(answer.body)")
            #expect(answer.json["orderNumber"] != nil && answer.json["receiptURL"] == nil, "\(answer.body)")
            #expect(answer.body.firstMatch(of: /[0-9a-f]{32}/) == nil, "\(answer.body)")
        }
        let retry = try shop.post(orderJSON(id: uuid, email: "victim@example.com", name: "Vera", sku: "RC-BURG-02"))
        #expect(retry.status == 200 && retry.json["receiptURL"] as? String == tokens[2], "\(retry.body)")
        #expect(try shop.orders().count == 3)
    }

    /// Bistro's own bookkeeping in the folder (the manifest, the marker of an unfinished build) is readable by
    /// its owner only, so a web server running as another user cannot serve it; it names no private page.
    @Test func theManifestIsPrivateAndNamesNoPrivatePage() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        let manifest = scenario.site + "/.bistro-manifest"
        let mode = try FileManager.default.attributesOfItem(atPath: manifest)[.posixPermissions] as? Int
        #expect(mode == 0o600)
        #expect(!scenario.page(".bistro-manifest").contains("receipts/"))
        #expect(!scenario.page(".bistro-manifest").contains("orders/"))

        // A manifest an older Bistro left world-readable becomes private at the next build that keeps it.
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: manifest)
        scenario.runner.drop("late.json", orderJSON(id: "late", email: "late@example.com"))
        #expect(try scenario.process(now: "2026-11-22T16:00:00-05:00").status == 0)
        #expect(try scenario.build().status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: manifest)[.posixPermissions] as? Int == 0o600)
    }

    /// `python3 -m http.server` (and Apache, by default) lists a folder that has no index.html: receipts/ and
    /// orders/ each have one, which says nothing, as long as the site publishes from the book.
    @Test func privateFoldersCannotBeListed() throws {
        let scenario = try OrderBookScenario()
        #expect(try scenario.build().status == 0)
        for folder in ["receipts", "orders"] {
            let index = scenario.page(folder + "/index.html")
            #expect(index.contains("There is nothing to see here."))
            #expect(index.contains("<meta name=\"robots\" content=\"noindex\">"))
            #expect(!index.contains(/[0-9a-f]{32}/))
        }
        let forget = try scenario.runner.run(
            [
                "build", "--content", OrderBookRunner.content, "--templates",
                BistroRunner.packageRoot.appendingPathComponent("Templates").path,
                "--output", scenario.site, "--no-db",
            ], storeOptions: false)
        #expect(forget.status == 0, "\(forget.stderr)")
        for folder in ["receipts", "orders"] {
            #expect(!FileManager.default.fileExists(atPath: scenario.site + "/" + folder))
        }
    }
}
