import ArgumentParser
import BistroServer
import Foundation

struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve the built site over HTTP; with --preview, rebuild and reload pages as you edit.",
        discussion: """
            Without --preview, the site in --output is served as it is (run `bistro build` first). With \
            --preview, Content/ and Templates/ are built into a temporary folder (Site/ is never touched, \
            the folder is removed on exit) and rebuilt whenever a file under them changes; open pages reload \
            by themselves. While the content or templates have errors, every error is printed here as \
            path:line:column: error: message and shown over the page in the browser, and the last good site \
            keeps being served; fixing the file reloads the page.

            The server listens on 127.0.0.1 (this machine only) unless --listen says otherwise, never lists \
            folders, serves nothing outside the site (no .., no hidden files, no links out), and stops cleanly \
            on Ctrl-C or SIGTERM.

            Examples:
              bistro serve --preview
              bistro serve --preview --listen 127.0.0.1:0
              bistro build && bistro serve --output Site --listen 127.0.0.1:8000
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var templatesOptions: TemplatesOptions

    @Option(name: .long, help: ArgumentHelp("The built site to serve (without --preview).", valueName: "dir"))
    var output: String = "Site"

    @Option(name: .long, help: ArgumentHelp("The address to listen on, host:port (port 0: any free port).", valueName: "address"))
    var listen: String = ListenAddress.default.description

    @Flag(name: .long, help: "Build into a temporary folder, rebuild on every change and reload open pages.")
    var preview = false

    @OptionGroup var outputOptions: OutputOptions

    func validate() throws {
        if ListenAddress(listen) == nil {
            throw ValidationError("--listen must be host:port with a port from 0 to 65535, such as 127.0.0.1:8080, found \"\(listen)\"")
        }
    }

    func run() async throws {
        let address = ListenAddress(listen) ?? .default
        let logger = outputOptions.logger(label: "bistro.serve")
        let terminal = outputOptions
        let site = output, isPreview = preview
        let running: @Sendable (String) -> Void = { url in
            terminal.say(isPreview ? "Previewing at \(url) (Ctrl-C to stop)" : "Serving \(site) at \(url) (Ctrl-C to stop)")
            fflush(nil) // the address and build lines go out at once, also into a pipe
        }
        do {
            if preview {
                let server = PreviewServer(content: contentOptions.content, templates: templatesOptions.folder, listen: address)
                try await server.run(logger: logger, onBuild: { build in
                    terminal.report(build.diagnostics)
                    let milliseconds = Int((build.duration / .milliseconds(1)).rounded())
                    terminal.say(build.succeeded
                        ? "Build \(build.number): \(build.changedFiles) files changed in \(milliseconds) ms"
                        : "Build \(build.number) failed: still serving the last good site")
                    fflush(nil) // the address and build lines go out at once, also into a pipe
                }, onRunning: running, onProblem: { StandardError.write("bistro: warning: \($0)") })
            } else {
                try await SiteServer.serve(folder: site, listen: address, logger: logger, onRunning: running)
            }
        } catch {
            StandardError.write("bistro: error: \(error.message)")
            throw ExitCode(1)
        }
    }
}
