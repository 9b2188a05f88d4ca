import ArgumentParser
import BistroContent
import BistroCore
import Foundation

/// `--content`, shared by every command that reads the owner's content.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"), completion: .directory)
    var content: String = "Content"

    /// Stops with what to do when there is no content folder where `--content` (or the default) says.
    func requireFolder() throws(CommandFailure) {
        let folder = CommandLinePath(content)
        guard !folder.isFolder else { return }
        if folder.exists {
            throw CommandFailure("\(folder.shown) is not a folder (give the content folder with --content DIR)")
        }
        throw CommandFailure(
            "no content folder at \(folder.shown) (give its path with --content DIR, or make a new "
                + "restaurant with bistro new DIR)"
        )
    }

    /// Loads and checks what the order commands need of the content (restaurant, catalogue, coupons: a
    /// bad page or a missing image is the site's problem); on errors prints every diagnostic to stderr
    /// and exits 1.
    func load(output: OutputOptions) throws -> RestaurantContent {
        try requireFolder()
        let loader = ContentLoader(directory: URL(fileURLWithPath: content), displayDirectory: content)
        do {
            let (loaded, warnings) = try loader.loadForOrders()
            output.report(warnings)
            return loaded
        } catch {
            output.report(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
