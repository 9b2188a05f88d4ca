import Foundation
import Testing

@Suite(.serialized) struct BuildTests {
    @Test func demoSiteHasEveryPage() throws {
        let output = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let result = try BistroRunner.run(["build", "--output", output.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Built 37 pages into \(output.path)/ (106 written, 0 removed)\n")
        let files = BistroRunner.snapshot(output)
        for path in [
            "index.html", "menu/index.html", "menu/burgers-n-wraps/index.html",
            "menu/burgers-n-wraps/rc-burg-01/index.html",
            "kits/index.html", "kits/rc-kit-01/index.html", "about/index.html", "allergy-policy/index.html",
            "how-to-order/index.html", "sitemap.xml", "robots.txt", "menu.json", "assets/style.css",
            "images/royal-burger.svg",
        ] {
            #expect(files[path] != nil, "missing \(path)")
        }
        let burger = String(decoding: files["menu/burgers-n-wraps/rc-burg-01/index.html"] ?? Data(), as: UTF8.self)
        #expect(burger.contains("<h1>Royal Burger</h1>"))
        #expect(burger.contains("$16.50"))
        #expect(burger.contains(#""@type":"MenuItem""#))
        let home = String(decoding: files["index.html"] ?? Data(), as: UTF8.self)
        // Coupon dates as en_CA writes them, the ISO day kept for machines (issue 25 item 9).
        #expect(home.contains(#"From <time datetime="2026-01-01">January 1, 2026</time>."#))
        #expect(home.contains(#"Until <time datetime="2027-12-31">December 31, 2027</time>."#))
        // The demo's home page is photo-led (restaurant.json heroImage), its size read from the SVG.
        #expect(files["images/hero.svg"] != nil)
        #expect(home.contains(#"<img class="hero-image" src="/images/hero.svg" alt="A table at Royal Café"#))
        #expect(home.contains(#"width="1200" height="600">"#))
        let sitemap = String(decoding: files["sitemap.xml"] ?? Data(), as: UTF8.self)
        #expect(sitemap.contains("<loc>https://royalcafe.example/menu/burgers-n-wraps/rc-burg-01/</loc>"))
        let menu = try JSONSerialization.jsonObject(with: files["menu.json"] ?? Data()) as? [String: Any]
        #expect(menu?["currency"] as? String == "CAD")
    }

    @Test func pagesAre0644WhateverTheUmask() throws {
        let output = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/sh")
        shell.arguments = [
            "-c", "umask 077 && exec \"$0\" build --quiet --output \"$1\"", BistroRunner.binary.path, output.path,
        ]
        shell.currentDirectoryURL = BistroRunner.packageRoot
        try shell.run()
        shell.waitUntilExit()
        #expect(shell.terminationStatus == 0)
        for path in ["index.html", "menu/burgers-n-wraps/rc-burg-01/index.html", "menu.json", "assets/style.css"] {
            let mode =
                try FileManager.default.attributesOfItem(atPath: output.appendingPathComponent(path).path)[
                    .posixPermissions] as? Int
            #expect(mode == 0o644, "\(path)")
        }
    }

    @Test func buildsAreDeterministicAndRebuildsWriteNothing() throws {
        let first = BistroRunner.temporaryFolder(), second = BistroRunner.temporaryFolder()
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        #expect(try BistroRunner.run(["build", "--output", first.path]).status == 0)
        #expect(try BistroRunner.run(["build", "--output", second.path]).status == 0)
        // Every published file is byte-identical; only Bistro's own manifest records modification times.
        var a = BistroRunner.snapshot(first), b = BistroRunner.snapshot(second)
        #expect(a.removeValue(forKey: ".bistro-manifest") != nil && b.removeValue(forKey: ".bistro-manifest") != nil)
        #expect(a.count == 106)
        #expect(a == b)
        let again = try BistroRunner.run(["build", "--output", first.path])
        #expect(again.stdout.hasSuffix("(0 written, 0 removed)\n"))
    }

    /// What a build killed part-way leaves (its marker and a temporary file next to a page) is cleaned up
    /// by the next build, even when the input did not change.
    @Test func theNextBuildCleansUpAfterAKilledOne() throws {
        let output = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try BistroRunner.run(["build", "--output", output.path]).status == 0)
        let before = BistroRunner.snapshot(output)
        let stray = output.appendingPathComponent("menu/.index.html.bistro-9999-12345-7.tmp")
        try Data("<!DOCTYPE html><html><head><title>half".utf8).write(to: stray)
        try Data().write(to: output.appendingPathComponent(".bistro-unfinished"))

        let again = try BistroRunner.run(["build", "--output", output.path])
        #expect(again.status == 0)
        #expect(again.stdout.hasSuffix("(0 written, 0 removed)\n"))
        #expect(!FileManager.default.fileExists(atPath: stray.path))
        #expect(BistroRunner.snapshot(output) == before)
    }

    @Test func brokenContentIsReportedAndOutputStaysUntouched() throws {
        let output = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        #expect(try BistroRunner.run(["build", "--output", output.path]).status == 0)
        let before = BistroRunner.snapshot(output)
        let fixture = "Tests/EndToEndTests/Fixtures/broken-content"
        let expected = """
            \(fixture)/kits.json:3:20: error: invalid JSON: unexpected '"', expected ',' or '}'
            \(fixture)/menu.json:9:49: error: "price" must not be negative: "-1.00"
            \(fixture)/menu.json:10:50: error: "price" must be at most 100000.00, found 9999999999999.99
            \(fixture)/menu.json:15:18: error: duplicate SKU "X-1" (first defined at \(fixture)/menu.json:7:18)
            \(fixture)/restaurant.json:4:3: error: unknown key "colour" in restaurant (known keys: address, baseURL, closures, contact, currency, delivery, heroImage, hours, locale, location, name, notify, orderPages, orders, pickup, reviews, tables, tagline, taxName, taxRate, taxRates, timeZone, tipPresets)

            """
        let check = try BistroRunner.run(["check", "--content", fixture])
        #expect(check.status == 1)
        #expect(check.stderr == expected)
        let build = try BistroRunner.run(["build", "--content", fixture, "--output", output.path])
        #expect(build.status == 1)
        #expect(build.stderr == expected)
        #expect(BistroRunner.snapshot(output) == before)
    }

    @Test func brokenTemplatesAreReported() throws {
        let fixture = "Tests/EndToEndTests/Fixtures/broken-templates"
        let check = try BistroRunner.run(["check", "--templates", fixture])
        #expect(check.status == 1)
        #expect(
            check.stderr == """
                \(fixture)/item.mustache:3:17: error: template syntax: closing tag "kit" does not match the open \
                section "item" (opened at line 3)
                \(fixture)/kit.mustache:2:1: error: template "partials/nope" does not exist

                """)
    }

    @Test func newScaffoldBuildsAtOnce() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let created = try BistroRunner.run(["new", "cafe"], in: folder)
        #expect(created.status == 0, "\(created.stderr)")
        let cafe = folder.appendingPathComponent("cafe")
        // One coupon and one page: counted in the singular.
        #expect(
            try BistroRunner.run(["check"], in: cafe).stdout.hasPrefix("Content: ok (4 products, 1 coupon, 1 page)\n"))
        let build = try BistroRunner.run(["build"], in: cafe)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.hasPrefix("Built 12 pages into Site/"))
        // The starter's home page is photo-led too (heroImage, images/hero.svg).
        let home = try String(contentsOf: cafe.appendingPathComponent("Site/index.html"), encoding: .utf8)
        #expect(home.contains(#"<img class="hero-image" src="/images/hero.svg" alt="A table set with plates of food""#))
        #expect(
            FileManager.default.fileExists(
                atPath: cafe.appendingPathComponent("Site/menu/mains/main-01/index.html").path))
        let again = try BistroRunner.run(["new", "cafe"], in: folder)
        #expect(again.status == 1)
        #expect(again.stderr.contains("is not empty"))
    }

    /// A templates folder and an images folder reached through symbolic links are used, not silently
    /// skipped: the repository's own `Templates` is a link, and so is many a deployment's theme folder.
    /// (An images link must stay inside the content folder: `linksLeavingTheContentFolderAreRefused`.)
    @Test func linkedTemplatesAndImagesFoldersAreUsed() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = FileManager.default
        try files.copyItem(
            at: BistroRunner.packageRoot.appendingPathComponent("Content"), to: folder.appendingPathComponent("Content")
        )
        try files.moveItem(
            at: folder.appendingPathComponent("Content/images"), to: folder.appendingPathComponent("Content/pictures"))
        try files.createSymbolicLink(
            atPath: folder.appendingPathComponent("Content/images").path, withDestinationPath: "pictures")
        try files.createDirectory(
            at: folder.appendingPathComponent("theme/partials"), withIntermediateDirectories: true)
        try "<footer>Our own footer</footer>\n".write(
            to: folder.appendingPathComponent("theme/partials/footer.mustache"), atomically: true, encoding: .utf8)
        try files.createSymbolicLink(
            atPath: folder.appendingPathComponent("Templates").path, withDestinationPath: "theme")
        let build = try BistroRunner.run(["build"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        let site = BistroRunner.snapshot(folder.appendingPathComponent("Site"))
        #expect(
            String(decoding: site["index.html"] ?? Data(), as: UTF8.self).contains("<footer>Our own footer</footer>"))
        #expect(site["images/royal-burger.svg"] != nil)
        #expect(site.keys.filter { $0.hasPrefix("images/") }.count == 26)
    }

    /// Issue 23, item 16: `images/passwd.svg` → `/etc/passwd` was copied into the site as a 0644 file. A
    /// symbolic link in the content folder that leads outside it (an image, a page, the images folder
    /// itself) is an error at its path, and nothing is built; a link that stays inside is published.
    @Test func linksLeavingTheContentFolderAreRefused() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fixture = "Tests/EndToEndTests/Fixtures/broken-content/links-outside"
        #expect(
            try FileManager.default.destinationOfSymbolicLink(atPath: fixture + "/images/passwd.svg") == "/etc/passwd")
        let rule =
            "not published (a link in the content folder may only lead to a place inside it; copy the file in instead)"
        let message = "error: a symbolic link to /etc/passwd, outside the content folder: \(rule)"
        let expected = "\(fixture)/images/passwd.svg:1:1: \(message)\n\(fixture)/pages/passwd.md:1:1: \(message)\n"
        let check = try BistroRunner.run(["check", "--content", fixture])
        #expect(check.status == 1)
        #expect(check.stderr == expected)
        let site = folder.appendingPathComponent("Site")
        let build = try BistroRunner.run(["build", "--content", fixture, "--output", site.path])
        #expect(build.status == 1)
        #expect(build.stderr == expected)
        #expect(!FileManager.default.fileExists(atPath: site.path))

        // Without the two links outside, the link inside is published as a file.
        let content = folder.appendingPathComponent("Content")
        try FileManager.default.copyItem(at: BistroRunner.packageRoot.appendingPathComponent(fixture), to: content)
        try FileManager.default.removeItem(at: content.appendingPathComponent("images/passwd.svg"))
        try FileManager.default.removeItem(at: content.appendingPathComponent("pages/passwd.md"))
        let built = try BistroRunner.run(["build", "--quiet"], in: folder)
        #expect(built.status == 0, "\(built.stderr)")
        let logo = FileManager.default.contents(atPath: content.appendingPathComponent("images/logo.svg").path)
        #expect(BistroRunner.snapshot(site)["images/inside.svg"] == logo)

        // An images folder that is a link to a folder outside.
        try FileManager.default.moveItem(
            at: content.appendingPathComponent("images"), to: folder.appendingPathComponent("pictures"))
        try FileManager.default.createSymbolicLink(
            atPath: content.appendingPathComponent("images").path, withDestinationPath: "../pictures")
        let outside = try BistroRunner.run(["build", "--quiet"], in: folder)
        #expect(outside.status == 1)
        let real = folder.appendingPathComponent("pictures").resolvingSymlinksInPath().path
        #expect(
            outside.stderr
                == "Content/images:1:1: error: a symbolic link to \(real), outside the content folder: \(rule)\n")
    }

    /// A restaurant with only `Content/` builds with the built-in templates; a `--templates` folder that
    /// does not exist is an error that says what to do.
    @Test func withoutATemplatesFolderTheBuiltInTemplatesAreUsed() throws {
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(
            at: BistroRunner.packageRoot.appendingPathComponent("Content"), to: folder.appendingPathComponent("Content")
        )
        let build = try BistroRunner.run(["build"], in: folder)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(
            FileManager.default.fileExists(
                atPath: folder.appendingPathComponent("Site/menu/burgers-n-wraps/index.html").path))
        let missing = try BistroRunner.run(["build", "--templates", "Nowhere", "--output", "Other"], in: folder)
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "bistro: error: no templates folder at ./Nowhere (give its path with --templates DIR, or leave --templates out to use the built-in templates)\n"
        )
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Other").path))
    }
}
