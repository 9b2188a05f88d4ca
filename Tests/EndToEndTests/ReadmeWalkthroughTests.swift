import Foundation
import Testing

/// The README's walkthrough, followed command by command on a new folder, so it cannot rot: a new
/// restaurant from `bistro new` to a published site, msmtp as its mail transport (towards a loopback SMTP
/// server that, like a provider's, requires STARTTLS and the login), an order whose two messages arrive
/// there, the cron line, a backup and a restore.
@Suite struct ReadmeWalkthroughTests {
    @Test func aNewRestaurantGoesLiveByTheREADME() throws {
        let readme = try String(
            contentsOf: BistroRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let walkthrough = ReadmeWalkthrough(readme: readme)
        #expect(walkthrough.blocks.count >= 6, "the README's walkthrough markers or blocks are gone")
        // The documented msmtprc is a provider's: STARTTLS, authentication, the password from a file.
        let msmtprc = try #require(walkthrough.files.first, "the walkthrough writes no msmtprc")
        let settings = msmtprc.components(separatedBy: "\n")
        for setting in ["tls on", "tls_starttls on", "auth on", "passwordeval \"cat /srv/my-bistro/smtp-password\""] {
            #expect(settings.contains(setting), "the msmtprc lacks \(setting)")
        }
        #expect(!settings.contains { $0.hasPrefix("password ") }, "a password in the msmtprc itself")
        let login = try #require(settings.first { $0.hasPrefix("user ") }?.dropFirst("user ".count))
        // The owner checks, previews and builds strictly: a misspelt template name stops them.
        let commands = walkthrough.blocks.flatMap { $0.components(separatedBy: "\n") }
        for command in ["bistro check --strict", "bistro serve --preview --strict", "bistro build --strict"] {
            #expect(commands.contains { $0.hasPrefix(command) }, "the walkthrough runs no \(command)")
        }
        let smtp = try SMTPSink(account: (String(login), "app password 1"))
        defer { smtp.stop() }
        let folder = BistroRunner.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = walkthrough.script(
            folder: folder.path, binaryFolder: BistroRunner.binary.deletingLastPathComponent().path,
            mail: .init(port: smtp.port, certificate: smtp.certificate, password: "app password 1"))
        // A Tuesday at noon in the starter restaurant's time zone: it is open, so the order is accepted.
        let child = try RunningChild(
            URL(fileURLWithPath: "/bin/bash"), ["-c", script], in: folder,
            environment: ["BISTRO_NOW": "2026-11-24T12:00:00-05:00", "BISTRO_DB": "", "BISTRO_SPOOL": ""])
        let result = child.wait()
        #expect(result.status == 0, "the walkthrough failed:\n\(result.stderr)\n\(result.stdout)\nscript:\n\(script)")
        // The nightly backup is quiet, so cron mails nothing on a night when all went well.
        #expect(!result.stdout.contains("Backed up"), "\(result.stdout)")

        let restaurant = folder.appendingPathComponent("my-bistro")
        let published = folder.appendingPathComponent("www/my-bistro")
        let home = try String(contentsOf: published.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(home.contains("My Bistro"))
        let served = try String(contentsOf: folder.appendingPathComponent("served.html"), encoding: .utf8)
        #expect(served.contains("My Bistro"), "the preview did not serve the home page")
        let receipts = try FileManager.default.contentsOfDirectory(
            atPath: published.appendingPathComponent("receipts").path)
        #expect(
            receipts.filter { $0 != "index.html" }.count == 2, "two orders, two published receipt pages: \(receipts)")
        let publishedFiles = BistroRunner.snapshot(published).keys
        #expect(!publishedFiles.contains { $0.contains(".bistro-") }, "Bistro's bookkeeping was published")
        // The order's "received" message, and the kitchen ticket a new restaurant sends to its own address,
        // went through msmtp to the SMTP server; none waits in the outbox.
        #expect(result.stdout.contains("messages sent 2\n"), "\(result.stdout)")
        // The booking of step 5: the joined pair for six, on the day's sheet, its confirmation mailed with the
        // calendar invitation, and the tables' QR codes written.
        #expect(result.stdout.contains("B-20261126-1  booked"), "\(result.stdout)")
        #expect(result.stdout.contains("19:00–20:30  T2+T3   6  Ada Lovelace"), "\(result.stdout)")
        let codes = try FileManager.default.contentsOfDirectory(
            atPath: restaurant.appendingPathComponent("table-codes").path)
        #expect(Set(codes).isSuperset(of: ["T1.svg", "T2.svg", "T3.svg", "index.html"]), "\(codes)")
        #expect(publishedFiles.contains("tables/index.html"))
        #expect(BistroRunner.snapshot(restaurant.appendingPathComponent("spool/outbox")).isEmpty)
        // The delivery of step 6: on the day's list, waiting for a driver; its driver mailed the dashboard's link.
        #expect(result.stdout.contains("MB-20261124-0002  waiting for a driver"), "\(result.stdout)")
        #expect(result.stdout.contains("12 King St W, M5V 2T6"), "\(result.stdout)")
        #expect(!result.stdout.contains("/drivers/"), "a driver's link printed")
        let mail = try ParsedMail.read(smtp.messages)
        #expect(mail.count == 6, "\(smtp.messages)")
        let link = try #require(mail.first { $0.event == "driver_link" }, "\(mail.map(\.headers))")
        #expect(link.headers["To"] == "sam@example.com")
        #expect(link.body.contains("https://example.com/drivers/"), "\(link.body)")
        let delivery = try #require(
            mail.first { $0.headers["Subject"]?.contains("MB-20261124-0002") == true && $0.event == "received" })
        #expect(delivery.body.contains("Delivery") && delivery.body.contains("$2.99"), "\(delivery.body)")
        let booked = try #require(mail.first { $0.event == "booked" }, "\(mail.map(\.headers))")
        #expect(booked.headers["To"] == "ada@example.com")
        #expect(booked.headers["Content-Type"]?.hasPrefix("multipart/mixed") == true, "\(booked.headers)")
        let customer = try #require(mail.first { $0.event == "received" }, "\(mail.map(\.headers))")
        #expect(customer.headers["From"] == "My Bistro <hello@example.com>")
        #expect(customer.headers["To"] == "ada@example.com")
        #expect(customer.headers["Subject"] == "My Bistro: order MB-20261124-0001 received", "\(customer.headers)")
        #expect(customer.body.contains("Hello Ada Lovelace,"), "\(customer.body)")
        #expect(customer.body.contains("2 × House Burger"), "\(customer.body)")
        let kitchen = try #require(mail.first { $0.event == "kitchen" }, "\(mail.map(\.headers))")
        #expect(kitchen.headers["From"] == "My Bistro <hello@example.com>")
        #expect(kitchen.headers["To"] == "hello@example.com")
        #expect(kitchen.headers["Subject"]?.contains("MB-20261124-0001") == true, "\(kitchen.headers)")
        #expect(kitchen.body.contains("2 x House Burger (MAIN-01)"), "\(kitchen.body)")
        let envelopes = try smtp.messages.map { try smtp.envelope(of: $0) }
        #expect(envelopes.allSatisfy { $0["mailFrom"] as? String == String(login) }, "msmtp's from: \(envelopes)")
        #expect(
            Set(envelopes.compactMap { ($0["rcptTos"] as? [String])?.joined(separator: ",") })
                == ["ada@example.com", "hello@example.com", "sam@example.com"])
        // Both files readable by the owner alone.
        for file in ["msmtprc", "smtp-password"] {
            let mode =
                try FileManager.default.attributesOfItem(
                    atPath: restaurant.appendingPathComponent(file).path)[.posixPermissions] as? Int
            #expect(mode == 0o600, "\(file): \(String(mode ?? 0, radix: 8))")
        }
        let backups = try FileManager.default.contentsOfDirectory(
            atPath: restaurant.appendingPathComponent("backups").path)
        #expect(backups.count == 1 && backups[0].hasSuffix(".sqlite"))
        #expect(
            FileManager.default.fileExists(
                atPath: restaurant.appendingPathComponent("orders.sqlite.before-restore").path))
    }

    /// docs/pickup.md's msmtprc, which the walkthrough does not run, has the settings of the README's,
    /// which it does; and msmtp takes a `#` as a comment only at the start of a line, so neither has one
    /// after a setting.
    @Test func pickupDocumentsTheMsmtprcTheWalkthroughRuns() throws {
        let root = BistroRunner.packageRoot
        let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let pickup = try String(contentsOf: root.appendingPathComponent("docs/pickup.md"), encoding: .utf8)
        let settings = { (text: String) in
            text.components(separatedBy: "```ini\n").dropFirst().first?.components(separatedBy: "\n```").first?
                .components(separatedBy: "\n").filter { !$0.hasPrefix("#") } ?? []
        }
        let documented = settings(pickup), run = settings(readme)
        #expect(run.contains("tls_starttls on") && documented == run, "\(documented)\n\(run)")
        #expect(!(documented + run).contains { $0.contains("#") }, "a comment after a setting")
    }

    /// The systemd service in Examples/deploy runs what the README's cron line runs, so the two cannot
    /// drift apart; the serving unit serves the site folder on loopback.
    @Test func theSystemdUnitsRunWhatTheCronLineRuns() throws {
        let readme = try String(
            contentsOf: BistroRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let everyMinute = try #require(
            ReadmeWalkthrough(readme: readme).blocks.flatMap { $0.components(separatedBy: "\n") }
                .first { $0.hasPrefix("cd /srv/my-bistro && bistro process") })
        let cronCommands = everyMinute.components(separatedBy: " && ").dropFirst().map {
            $0.replacingOccurrences(of: "'", with: "")
        }
        let deploy = BistroRunner.packageRoot.appendingPathComponent("Examples/deploy")
        let unit = try String(contentsOf: deploy.appendingPathComponent("bistro-process.service"), encoding: .utf8)
        let unitCommands = unit.components(separatedBy: "\n").filter { $0.hasPrefix("ExecStart=") }.map {
            $0.dropFirst("ExecStart=".count).replacingOccurrences(of: "/usr/local/bin/", with: "").replacingOccurrences(
                of: "/usr/bin/", with: "")
        }
        #expect(unitCommands == cronCommands)
        #expect(unit.contains("WorkingDirectory=/srv/my-bistro"))
        let serving = try String(contentsOf: deploy.appendingPathComponent("bistro-serve.service"), encoding: .utf8)
        #expect(serving.contains("ExecStart=/usr/local/bin/bistro serve --listen 127.0.0.1:8080 --output Site"))
        for proxy in ["nginx.conf", "Caddyfile"] {
            #expect(
                try String(contentsOf: deploy.appendingPathComponent(proxy), encoding: .utf8).contains("127.0.0.1:8080")
            )
        }
    }
}
