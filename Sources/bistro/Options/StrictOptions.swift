import ArgumentParser

/// `--strict`, shared by the commands that check content and templates (`check`, `build`, `serve --preview`).
struct StrictOptions: ParsableArguments {
    @Flag(
        name: .long,
        help: ArgumentHelp(
            "Treat every warning about Content/ and Templates/ (a misspelt template name, a Markdown table) as an "
                + "error: the exit status is 1 and a build writes nothing."))
    var strict = false
}
