import ArgumentParser

/// `--templates`, shared by the commands that render or check the site's look.
struct TemplatesOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "The templates folder; its files override the built-in templates of the same name.", valueName: "dir"))
    var templates: String = "Templates"
}
