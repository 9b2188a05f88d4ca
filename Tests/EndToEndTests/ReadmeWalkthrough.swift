import Foundation

/// The README's walkthrough for a new restaurant as one bash script, so a test can follow it on a new
/// folder: every `sh` block between `<!-- walkthrough -->` and `<!-- /walkthrough -->`, in order, and the
/// command of every `cron` line (the five time fields dropped). The walkthrough's server paths move under
/// the test's folder (`/srv/my-bistro` and `/var/www/`), and a long-running `bistro serve` runs in the
/// background until it answers its home page, then is stopped.
struct ReadmeWalkthrough {
    /// The blocks as written in the README, for failure messages.
    let blocks: [String]

    init(readme: String) {
        var blocks: [String] = []
        var inside = false, fence: String?, block: [String] = []
        for line in readme.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces) == "<!-- walkthrough -->" { inside = true; continue }
            if line.trimmingCharacters(in: .whitespaces) == "<!-- /walkthrough -->" { inside = false; continue }
            guard inside else { continue }
            if let kind = fence {
                if line.hasPrefix("```") {
                    blocks.append((kind == "cron" ? block.compactMap(Self.cronCommand) : block).joined(separator: "\n"))
                    fence = nil
                    block = []
                } else {
                    block.append(line)
                }
            } else if line.hasPrefix("```sh") || line.hasPrefix("```cron") {
                fence = line.hasPrefix("```sh") ? "sh" : "cron"
            }
        }
        self.blocks = blocks
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
    func script(folder: String, binaryFolder: String) -> String {
        let body = blocks.joined(separator: "\n")
            .replacingOccurrences(of: "/srv/my-bistro", with: folder + "/my-bistro")
            .replacingOccurrences(of: "/var/www/", with: folder + "/www/")
            .components(separatedBy: "\n")
            .map { $0.hasPrefix("bistro serve") ? "in_background " + $0 : $0 }
            .joined(separator: "\n")
        return """
            set -euo pipefail
            export PATH="\(binaryFolder):$PATH"
            cd "\(folder)"
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
