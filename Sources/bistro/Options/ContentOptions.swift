import ArgumentParser
import BistroContent
import BistroCore
import Foundation

/// `--content`, shared by every command that reads the owner's content.
struct ContentOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder.", valueName: "dir"))
    var content: String = "Content"

    /// Loads and checks what the order commands need of the content (restaurant, catalogue, coupons: a
    /// bad page or a missing image is the site's problem); on errors prints every diagnostic to stderr
    /// and exits 1.
    func load(output: OutputOptions) throws -> RestaurantContent {
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
