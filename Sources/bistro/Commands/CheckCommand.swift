import ArgumentParser
import BistroSite
import Foundation

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate Content/ and Templates/ without writing anything.",
        discussion: """
            Every problem is printed as path:line:column: error: message, all at once; the exit status is 1 \
            when there are errors.

            Examples:
              bistro check
              bistro check --content ~/cafe/Content --templates ~/cafe/Templates
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var templatesOptions: TemplatesOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        try contentOptions.requireFolder()
        try templatesOptions.requireFolder()
        let builder = SiteBuilder(folders: .init(content: contentOptions.content, templates: templatesOptions.folder, output: ""))
        do {
            let checked = try builder.check()
            output.report(checked.warnings)
            let content = checked.model.content
            output.say("\(contentOptions.content): ok (\(content.catalog.products.count) products, \(content.coupons.count) coupons, \(content.pages.count) pages)")
            output.say("\(templatesOptions.folder ?? "built-in templates"): ok")
        } catch {
            output.report(error.diagnostics)
            throw ExitCode(1)
        }
    }
}
