import ArgumentParser

struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate Content/ and Templates/ without writing anything.",
        discussion: """
            Every problem is printed as path:line:column: error: message, all at once; the exit status is 1 \
            when there are errors.

            Examples:
              bistro check
              bistro check --content ~/royal-cafe/Content --templates ~/royal-cafe/Templates
            """
    )

    @OptionGroup var contentOptions: ContentOptions
    @OptionGroup var output: OutputOptions

    func run() throws {
        let content = try contentOptions.load(output: output)
        output.say("\(contentOptions.content): ok (\(content.catalog.products.count) products, \(content.coupons.count) coupons, \(content.pages.count) pages)")
    }
}
