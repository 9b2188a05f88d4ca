import ArgumentParser
import BistroSite
import Foundation

struct NewCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "new",
        abstract: "Create a new restaurant: starter content and a copy of the default templates.",
        discussion: """
            Writes DIR/Content (a small starter menu, a meal kit, a coupon and an about page) and \
            DIR/Templates (the default templates and stylesheet, yours to change). DIR must not exist or \
            be empty. The result builds at once.

            Examples:
              bistro new my-bistro
              cd my-bistro && bistro build && python3 -m http.server -d Site
            """
    )

    @Argument(help: ArgumentHelp("The folder to create.", valueName: "dir"), completion: .directory)
    var directory: String

    @OptionGroup var output: OutputOptions

    func run() throws {
        do {
            let files = try SiteScaffold.create(at: URL(fileURLWithPath: directory))
            for file in files { output.detail("created \(directory)/\(file)") }
            output.say("Created \(directory)/Content and \(directory)/Templates. Next: cd \(directory) && bistro build")
        } catch let refusal as SiteScaffold.Refusal {
            throw CommandFailure(refusal.description)
        } catch {
            throw CommandFailure("cannot create \(CommandLinePath(directory).shown): \(FileErrorText.reason(error))")
        }
    }
}
