import Foundation

/// The README's walkthrough for a new restaurant as one bash script, so a test can follow it on a new
/// folder: every `sh` block between `<!-- walkthrough -->` and `<!-- /walkthrough -->`, in order, and the
/// command of every `cron` line (the five time fields dropped). The walkthrough's server paths move under
/// the test's folder (`/srv/my-bistro` and `/var/www/`), and a long-running `bistro serve` runs in the
/// background until it answers its home page, then is stopped. The configuration the owner writes is a
/// step too: an `ini` block whose first line is `# PATH: ...` is written to PATH (the msmtprc), with the
/// mail provider's `host`, `port` and `tls_trust_file` those of the test's server, and a `json` block is
/// a snippet of `Content/restaurant.json`, merged into it.
struct ReadmeWalkthrough {
    /// The blocks as written in the README, for failure messages (an `ini` or `json` block as a command).
    let blocks: [String]
    /// The `ini` blocks' text as written (the msmtprc).
    let files: [String]

    /// The test's SMTP server, for the msmtprc, and the password the owner types when the walkthrough asks.
    struct MailProvider {
        var port: Int
        var certificate: String
        var password: String
    }

    init(readme: String) {
        var blocks: [String] = [], files: [String] = []
        var inside = false, fence: String?, block: [String] = []
        for line in readme.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces) == "<!-- walkthrough -->" { inside = true; continue }
            if line.trimmingCharacters(in: .whitespaces) == "<!-- /walkthrough -->" { inside = false; continue }
            guard inside else { continue }
            if let kind = fence {
                if line.hasPrefix("```") {
                    switch kind {
                    case "cron": blocks.append(block.compactMap(Self.cronCommand).joined(separator: "\n"))
                    case "ini":
                        files.append(block.joined(separator: "\n"))
                        blocks.append(Self.writeFile(block))
                    case "json": blocks.append(Self.mergeRestaurant(block.joined(separator: "\n")))
                    default: blocks.append(block.joined(separator: "\n"))
                    }
                    fence = nil
                    block = []
                } else {
                    block.append(line)
                }
            } else if line.hasPrefix("```") {
                fence = String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces)
            }
        }
        self.blocks = blocks
        self.files = files
    }

    /// A command writing an `ini` block to the path its first line names (`# PATH: what it is`).
    static func writeFile(_ lines: [String]) -> String {
        let path = lines.first.flatMap { $0.hasPrefix("# /") ? $0.dropFirst(2).split(separator: ":").first : nil }
        return "cat > \(path.map(String.init) ?? "ini-block-without-a-path") <<'END_OF_FILE'\n"
            + lines.map(Self.providerSetting).joined(separator: "\n") + "\nEND_OF_FILE"
    }

    /// The mail provider's own settings become the test server's (placeholders `script` fills in).
    static func providerSetting(_ line: String) -> String {
        for (key, value) in [("host", "127.0.0.1"), ("port", "@SMTP_PORT@"), ("tls_trust_file", "@SMTP_CERTIFICATE@")]
        where line.hasPrefix(key + " ") {
            return key + " " + value
        }
        return line
    }

    /// A command merging a `"key": value` snippet into `Content/restaurant.json`.
    static func mergeRestaurant(_ snippet: String) -> String {
        let merge =
            "import json, sys; p = 'Content/restaurant.json'; r = json.load(open(p)); "
            + "r.update(json.loads('{' + sys.argv[1] + '}')); json.dump(r, open(p, 'w'), indent=2)"
        return "python3 -c \"\(merge)\" '\(snippet.replacingOccurrences(of: "'", with: "'\\''"))'"
    }

    /// The command of a crontab line: what follows the five time fields (comments and blanks: none).
    static func cronCommand(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
        var rest = Substring(trimmed)
        for _ in 0..<5 {
            rest = rest.drop(while: { $0 != " " && $0 != "\t" }).drop(while: { $0 == " " || $0 == "\t" })
        }
        return String(rest)
    }

    /// The script: strict bash in `folder`, `bistro` from `binaryFolder`, the server paths under `folder`.
    /// The owner's typing (the SMTP password) is the script's standard input.
    func script(folder: String, binaryFolder: String, mail: MailProvider) -> String {
        let body = blocks.joined(separator: "\n")
            .replacingOccurrences(of: "/srv/my-bistro", with: folder + "/my-bistro")
            .replacingOccurrences(of: "/var/www/", with: folder + "/www/")
            .replacingOccurrences(of: "@SMTP_PORT@", with: String(mail.port))
            .replacingOccurrences(of: "@SMTP_CERTIFICATE@", with: mail.certificate)
            .components(separatedBy: "\n")
            .map { $0.hasPrefix("bistro serve") ? "in_background " + $0 : $0 }
            .joined(separator: "\n")
        return """
            set -euo pipefail
            export PATH="\(binaryFolder):$PATH"
            cd "\(folder)"
            exec < <(printf '%s\\n' '\(mail.password)')
            mkdir -p www
            # A server runs until its home page answers, then is stopped with SIGTERM.
            in_background() {
                "$@" --listen 127.0.0.1:0 > "\(folder)/serve.log" 2>&1 &
                local pid=$! tries=0 url=""
                until [ -n "$url" ] && python3 -c 'import sys, urllib.request; open(sys.argv[2], "wb").write(urllib.request.urlopen(sys.argv[1], timeout=5).read())' "$url" "\(folder)/served.html" 2>/dev/null; do
                    tries=$((tries + 1))
                    if [ $tries -gt 1200 ] || ! kill -0 $pid 2>/dev/null; then cat "\(folder)/serve.log" >&2; exit 1; fi
                    sleep 0.1
                    url=$(grep -o 'http://127\\.0\\.0\\.1:[0-9]*/' "\(folder)/serve.log" | head -1 || true)
                done
                kill -TERM $pid
                wait $pid || true
            }
            \(body)

            """
    }
}
