import ArgumentParser
import PackModel

struct EncodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "encode",
        abstract: "Print the \"Write These Numbers\" line for a phrase.",
        discussion: """
        The phrase is lowercased, then checked the way the app checks it, and
        only the first problem is reported:
          1. only letters a-z and spaces
             ("Invalid characters, use a-z characters only")
          2. at most 50 characters ("Character limit exceeded")
        An empty phrase, or one of spaces only, is a usage error.

        The line lists each letter's code in reversed letter order, which is
        the order the magician writes them. Codes of one word are separated by
        one space; each space of the phrase becomes three spaces. Codes are
        printed exactly as the letter map writes them: "01" stays 01.

        EXAMPLES
          packtool encode "hello world"
              10 1 7 0 14   0 1 1 2 4
          packtool encode --pack no_zero top
          packtool encode --pack ./my_pack top      a pack folder, read alone

        EXIT STATUS
          0  the line was printed
          1  the app would refuse the phrase (the message is on standard error)
          2  empty phrase, or the pack cannot be loaded or lacks a letter
        """
    )

    @OptionGroup var selection: PackSelection

    @Argument(help: "The word or phrase: letters a-z and spaces, at most 50 characters. Quote it if it has spaces.")
    var phrase: String

    func run() throws {
        let pack = try selection.load()
        print(try Self.encode(phrase, with: pack).digitLine)
    }

    /// Encodes with the pack and turns refusals into the CLI's messages and exit codes.
    /// Shared by every subcommand that takes a phrase.
    static func encode(_ phrase: String, with pack: LoadedPack) throws(CLIError) -> EncodedPhrase {
        do {
            return try pack.encoder.encode(phrase)
        } catch {
            switch error {
            case .phrase(.empty):
                throw CLIError.cannotRun("the phrase is empty", hint: "give a word or phrase of letters a-z, for example: packtool encode \"hello world\" (the app keeps Go disabled for empty input)")
            case .phrase(.invalidCharacters):
                let bad = Set(phrase.lowercased().filter { !PhraseValidator.isAllowed($0) })
                let shown = bad.map { $0.debugDescription }.sorted().joined(separator: ", ")
                throw CLIError.refused(SpecText.invalidCharacters, detail: "not allowed: \(shown)", hint: "use only letters a-z and spaces")
            case .phrase(.characterLimitExceeded):
                throw CLIError.refused(SpecText.characterLimitExceeded,
                                       detail: "the phrase has \(phrase.count) characters; the limit is \(SpecLimits.maximumPhraseLength)",
                                       hint: "shorten the phrase to \(SpecLimits.maximumPhraseLength) characters or fewer")
            case .configuration(let missing):
                throw CLIError.cannotRun(missing.description,
                                         detail: "pack '\(pack.name)' (\(pack.mapPath)) has no entry for '\(missing.letter)'",
                                         hint: "add the letter to the pack's letter_map.json; `packtool lint` on the pack lists every missing letter")
            }
        }
    }
}
