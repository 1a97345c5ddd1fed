import ArgumentParser
import PackModel

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a lint check: why it exists, and examples that trigger it and don't.",
        discussion: """
        Prints the check's id, default severity, one-line summary, rationale, and its \
        examples: the files of a tiny pack that triggers the check, and of one that \
        does not, each with a note. These are the same examples the test suite runs, \
        so they are always true. Without an ID, lists every check.

        EXAMPLES
          packtool explain map.code-is-string
          packtool explain          every check, as `packtool lint --list-checks`

        EXIT STATUS
          0  explained; 2  no check has that id (close matches are suggested)
        """
    )

    @Argument(help: ArgumentHelp("A check id, such as map.code-is-string.", valueName: "ID"))
    var id: String?

    func run() throws {
        guard let id else {
            print(LintCommand.checkTable(configuration: LintConfiguration()))
            return
        }
        guard let check = CheckCatalogue.check(id: id) else {
            let close = Suggestion.closeMatches(to: id, in: CheckCatalogue.all.map(\.info.id))
            throw CLIError.cannotRun("no check has the id '\(id)'",
                                     detail: close.isEmpty ? nil : "close matches: " + close.joined(separator: ", "),
                                     hint: "`packtool lint --list-checks` lists every check")
        }
        print(CheckDocumentation.text(check.info))
    }
}
