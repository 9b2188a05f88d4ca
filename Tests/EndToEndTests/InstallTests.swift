import Foundation
import Testing

/// Issue 13: `make install` puts the binary, a man page per command and bash, zsh and fish completions
/// (all generated from the command definitions) under DESTDIR/PREFIX; `make uninstall` removes them. Run
/// with the debug build (BISTRO=), so no release build is needed. The man page tool is built by
/// `make test` before `swift test` (a `swift` command run from inside `swift test` would wait for it).
@Suite struct InstallTests {
    static let root = BistroRunner.packageRoot

    static func make(_ arguments: [String]) throws -> BistroRunner.Result {
        try RunningChild(
            URL(fileURLWithPath: "/usr/bin/env"), ["make", "--no-print-directory", "-s"] + arguments, in: root
        ).wait()
    }

    /// The subcommands `bistro --help` lists.
    static func subcommands() throws -> [String] {
        let help = try BistroRunner.run(["--help"]).stdout
        let section = help.components(separatedBy: "SUBCOMMANDS:\n").last ?? ""
        // "  name   abstract", with wrapped abstracts indented further.
        return section.split(separator: "\n").prefix { $0.hasPrefix("  ") }.filter {
            !$0.hasPrefix("   ") && !$0.hasPrefix("  See ")
        }.compactMap { line in
            line.split(separator: " ").first.map(String.init)
        }
    }

    @Test func installPutsBinaryManPagesAndCompletionsInPlaceAndUninstallRemovesThem() throws {
        let tool = Self.root.appendingPathComponent(".build/debug/generate-manual-tool").path
        try #require(
            FileManager.default.isExecutableFile(atPath: tool),
            "run `make test`, or `make \(".build/debug/generate-manual-tool")`, first")
        let temporary = BistroRunner.temporaryFolder().path
        defer { try? FileManager.default.removeItem(atPath: temporary) }
        let stage = temporary + "/stage", prefix = "/opt/bistro"
        let variables = [
            "DESTDIR=\(stage)", "PREFIX=\(prefix)", "BISTRO=.build/debug/bistro", "GENERATED=\(temporary)/generated",
        ]
        let install = try Self.make(["install"] + variables)
        #expect(install.status == 0, "\(install.stderr)")

        let base = stage + prefix
        let binary = base + "/bin/bistro"
        #expect(FileManager.default.isExecutableFile(atPath: binary))
        #expect(
            try BistroRunner.run(["--version"]).stdout
                == (try RunningChild(URL(fileURLWithPath: binary), ["--version"], in: Self.root).wait().stdout))
        let subcommands = try Self.subcommands()
        #expect(
            subcommands.contains("backup") && subcommands.contains("restore") && subcommands.contains("process"),
            "\(subcommands)")

        // A man page per command; the main one names every subcommand, and each renders.
        let man = base + "/share/man/man1"
        let page = try String(contentsOfFile: man + "/bistro.1", encoding: .utf8)
        for name in subcommands {
            #expect(page.contains(".Xr bistro.\(name) 1"), "bistro.1 does not mention \(name)")
            #expect(FileManager.default.fileExists(atPath: man + "/bistro.\(name).1"), "no man page for \(name)")
        }
        for name in ["bistro.1", "bistro.backup.1", "bistro.process.1"] {
            let roff = try String(contentsOfFile: man + "/" + name, encoding: .utf8)
            #expect(roff.contains(".Sh NAME") && roff.contains(".Sh SYNOPSIS"), "\(name)")
            if FileManager.default.isExecutableFile(atPath: "/usr/bin/man") {
                let rendered = try RunningChild(
                    URL(fileURLWithPath: "/usr/bin/man"), ["--warnings", "-l", man + "/" + name], in: Self.root,
                    environment: ["MANPAGER": "cat", "PAGER": "cat", "MANWIDTH": "100"]
                ).wait()
                #expect(rendered.status == 0, "\(rendered.stderr)")
                #expect(rendered.stderr == "", "mdoc warnings in \(name)")
                #expect(
                    rendered.stdout.contains("SYNOPSIS") && rendered.stdout.contains("bistro"),
                    "\(rendered.stdout.prefix(300))")
            }
        }
        let backupPage = try String(contentsOfFile: man + "/bistro.backup.1", encoding: .utf8)
        #expect(backupPage.contains("online backup API"))
        // EXIT STATUS as the README has it: 64 for a mistyped command, 1 for work that failed.
        #expect(backupPage.contains(".It 64\nThe command was mistyped (EX_USAGE)"))
        #expect(backupPage.contains(".It 1\nThe work failed"))
        #expect(!backupPage.contains(".Ex -std"))
        // The manuals and an installed binary point to the installed documentation.
        let docs = base + "/share/doc/bistro"
        for file in ["README.md", "content.md", "orders.md", "serve.md"] {
            #expect(FileManager.default.fileExists(atPath: docs + "/" + file), "\(file) is not installed")
        }
        let processPage = try String(contentsOfFile: man + "/bistro.process.1", encoding: .utf8)
        #expect(processPage.contains("See \(prefix)/share/doc/bistro/orders.md."))
        #expect(!processPage.contains("docs/"))
        // Nothing of a help text is lost on the way (the generator drops "…": the help says "..." or words).
        let listPage = try String(contentsOfFile: man + "/bistro.notify.list.1", encoding: .utf8)
        #expect(listPage.contains("\"queued since TIME\""), "\(listPage)")
        #expect(listPage.contains("then 2, 4, 8 and so on, up to 6 hours"), "\(listPage)")
        let empty = temporary + "/empty"
        try FileManager.default.createDirectory(atPath: empty, withIntermediateDirectories: true)
        let check = try RunningChild(URL(fileURLWithPath: binary), ["check", "--content", empty], in: Self.root).wait()
        #expect(check.stderr.contains("every restaurant needs one (see \(docs)/content.md)"), "\(check.stderr)")

        // Completion scripts, from the same definitions.
        let bash = try String(contentsOfFile: base + "/share/bash-completion/completions/bistro", encoding: .utf8)
        // The top level's word list: `compgen -W 'check build … restore help'`.
        let words =
            bash.components(separatedBy: "compgen -W '").dropFirst().first?.prefix { $0 != "'" }.split(separator: " ")
            .map(String.init) ?? []
        #expect(Set(subcommands).isSubset(of: words), "\(words)")
        #expect(bash.contains("-F _bistro bistro"))
        // Path options complete file and folder names.
        #expect(bash.contains("'--content')\n        __bistro_add_completions -d\n"))
        #expect(bash.contains("'--db')\n        __bistro_add_completions -f\n"))
        #expect(
            try String(contentsOfFile: base + "/share/zsh/site-functions/_bistro", encoding: .utf8).hasPrefix(
                "#compdef bistro"))
        #expect(
            try String(contentsOfFile: base + "/share/fish/vendor_completions.d/bistro.fish", encoding: .utf8).contains(
                "restore"))
        for path in [binary, man + "/bistro.1", base + "/share/bash-completion/completions/bistro"] {
            let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int ?? 0
            #expect(mode & 0o022 == 0, "\(path) is writable by others")
        }

        let uninstall = try Self.make(["uninstall"] + variables)
        #expect(uninstall.status == 0, "\(uninstall.stderr)")
        let left =
            FileManager.default.enumerator(atPath: stage)?.allObjects.compactMap { $0 as? String }.filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: stage + "/" + name, isDirectory: &isFolder)
                    && !isFolder.boolValue
            } ?? []
        #expect(left.isEmpty, "\(left)")
    }
}
