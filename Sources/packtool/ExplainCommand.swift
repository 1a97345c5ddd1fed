import ArgumentParser
import PackModel

struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a lint check: why it exists, and examples that trigger it and don't.",
        discussion: """
        Prints the check's id, default severity, one-line summary, message codes, \
        rationale, and its examples: the files of a tiny pack that triggers the check, \
        with where it is reported and with which code, and of one that does not, each \
        with a note. These are the same examples the test suite runs, so they are \
        always true. A finding's label, such as map.code-is-string/number, names the \
        same check. Without an ID, lists every check.

        EXAMPLES
          packtool explain map.code-is-string
          packtool explain svg.file-size/too-large
          packtool explain          every check, as `packtool lint --list-checks`

        EXIT STATUS
          0  explained; 2  no check has that id (close matches are suggested)
        """
    )

    @Argument(help: ArgumentHelp("A check id, such as map.code-is-string, or a finding's id/code label.", valueName: "ID"))
    var id: String?

    func run() throws {
        guard let id else {
            print(LintOptions.checkTable(configuration: LintConfiguration()))
            return
        }
        // A label from a report, `check-id/code`, names the check; the code must be one of its.
        let parts = id.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        let checkID: CheckID
        do {
            checkID = try CheckID(parsing: parts[0])
        } catch {
            throw CLIError.cannotRun("no check has the id '\(parts[0])'",
                                     detail: error.closeMatches.isEmpty ? nil : "close matches: " + error.closeMatches.joined(separator: ", "),
                                     hint: "`packtool lint --list-checks` lists every check")
        }
        guard let check = CheckCatalogue.check(id: checkID) else { return }
        if parts.count == 2, !check.info.codes.contains(parts[1]) {
            let close = Suggestion.closeMatches(to: parts[1], in: check.info.codes)
            throw CLIError.cannotRun("\(checkID) has no message code '\(parts[1])'",
                                     detail: close.isEmpty ? nil : "close matches: " + close.joined(separator: ", "),
                                     hint: "its codes are " + check.info.codes.joined(separator: ", "))
        }
        print(CheckDocumentation.text(check.info))
    }
}
