import ArgumentParser
import Foundation
import PackModel

enum TrickFormat: String, CaseIterable, ExpressibleByArgument {
    case human, json
}

struct TrickCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "trick",
        abstract: "Judge whether a pack does the trick: written glyphs that pass as digits, turned glyphs that read as letters.",
        discussion: """
        Draws every glyph of the pack as the app draws it (librsvg, through
        rsvg-convert; the supported SVG profile, as `packtool preview` filters it)
        and judges both halves of the effect with a recogniser trained on digits
        and letters from many fonts, where each letter seen upside down (^a-^z)
        is a label of its own:

          written  the glyph as the magician writes it must pass as its code's
                   digit: the digit must outscore the upside-down letter it is
                   (^e, a spectator tilting their head reads the secret). A
                   two-digit code is split at its thinnest middle column and
                   each digit place must read as its digit.
          turned   the glyph turned 180° must read as its letter, better than
                   any other letter or digit.
        Pairs that are one shape by nature pass either way: a turned l is a 1,
        a turned o a 0.

        Then it reads a standard list of ten phrases (every letter a-z), and any
        given with --phrase, as an audience would: the written row digits-only,
        the turned row letters-only, each with its edit distance to the truth.

        The table lists the weakest letters first: each half's best labels with
        scores, and pass or FAIL. The last line sums it up.

        PACK is a pack name, read through the tiers file by file, or a pack
        folder or .zip, read alone (see FINDING A PACK in `packtool --help`);
        the default is classic.

        THE MODEL
          --model FILE, else $DIGITFLIP_TRICK_MODEL, else
          ./Models/trick-recogniser.dftm when it exists, else
          <packtool>/../share/digitflip/trick-recogniser.dftm.
        See docs/trick.md for how it was trained and where it is still wrong.

        NEEDS
          rsvg-convert (Debian/Ubuntu: apt install librsvg2-bin; macOS: brew
          install librsvg). Not needed for --suggest-codes.

        EXAMPLES
          packtool trick
              judges classic: table, phrases, summary
          packtool trick ./my_pack --phrase "abra kadabra"
          packtool trick my_pack.zip --format json
          packtool trick --suggest-codes
              which digits each letter looks like when turned, by measurement

        EXIT STATUS
          0  every letter passes both halves
          1  some letter fails a half
          2  it cannot judge: bad arguments, the pack cannot be loaded, a phrase
             it cannot encode, the model is missing or unreadable, or
             rsvg-convert is missing or fails
        """
    )

    @Argument(help: ArgumentHelp("A pack name, folder or .zip. Default: classic.", valueName: "PACK"))
    var pack: String = PackRoots.defaultPack

    @Option(name: .long, help: ArgumentHelp("Also read this phrase (letters a-z and spaces). Repeatable.", valueName: "PHRASE"))
    var phrase: [String] = []

    @Option(name: .long, help: ArgumentHelp("human (a table) or json.", valueName: "FORMAT"))
    var format: TrickFormat = .human

    @Flag(name: .long, help: "List, per letter, the codes its turned form is most like across the training fonts, and judge nothing.")
    var suggestCodes = false

    @Option(name: .long, help: ArgumentHelp(
        "The recogniser's model file. Default: $\(TrickModelLocation.environmentVariable), else ./Models/\(TrickModel.fileName), else <packtool>/../share/digitflip/\(TrickModel.fileName).",
        valueName: "FILE"))
    var model: String?

    @Option(name: .long, help: ArgumentHelp(
        "Also write the sheet the glyphs are judged from: one SVG, every glyph written in a 60x80 box, drawn at 2x.", valueName: "FILE"))
    var saveSheet: String?

    @OptionGroup var rootOptions: RootOptions

    func validate() throws {
        if pack.isEmpty { throw CLIError.usage("PACK is empty", hint: "leave it out for the default pack, \(PackRoots.defaultPack); `packtool list` shows the others") }
        if saveSheet?.isEmpty == true { throw CLIError.usage("--save-sheet needs a file name") }
        if model?.isEmpty == true { throw CLIError.usage("--model needs a file", hint: "leave it out to use the installed model") }
        for text in phrase {
            do {
                _ = try PhraseValidator.validate(text)
            } catch {
                throw CLIError.usage("--phrase \"\(text)\": \(error)", hint: "a phrase is letters a-z and spaces, at most 50 characters")
            }
        }
        if suggestCodes && !phrase.isEmpty { throw CLIError.usage("--suggest-codes judges no pack, so --phrase has nothing to read", hint: "drop one of them") }
    }

    func run() throws {
        if suggestCodes {
            let (model, path) = try loadModel()
            try printSuggestions(model, path: path)
            return
        }
        guard let rsvg = RSVGConvert.find() else {
            throw CLIError.cannotRun("packtool trick draws the glyphs with rsvg-convert, which is not on PATH",
                                     hint: "install it (\(RSVGConvert.install)); `packtool trick --suggest-codes` works without it")
        }
        let loaded = try PackSelection.load(pack, rootOptions: rootOptions)
        let (model, modelPath) = try loadModel()
        let tools = TrickTools(rasterizer: rsvg, model: model, modelURL: URL(fileURLWithPath: modelPath))
        if let saveSheet {
            let sheet = TrickSheet(resolver: GlyphResolver(pack: loaded))
            let url = URL(fileURLWithPath: (saveSheet as NSString).expandingTildeInPath, relativeTo: CommandLineFolder.current).absoluteURL.standardizedFileURL
            try PreviewFileWriter.replace(url, with: Data(sheet.svg.utf8))
        }
        let report: TrickReport
        do {
            report = try tools.judge(loaded, phrases: StandardPhrases.all + phrase)
        } catch {
            switch error {
            case .render:
                throw CLIError.cannotRun("\(error)", hint: "check `rsvg-convert --version` runs; `packtool preview --specimen --pack \(pack) --format png` shows the same drawing")
            case .phrase:
                throw CLIError.cannotRun("pack \(loaded.name): \(error)", hint: "`packtool lint \(pack)` shows which letters the map lacks")
            }
        }
        switch format {
        case .json: print(TrickReportJSON.render(report, model: modelPath), terminator: "")
        case .human: print(Self.human(report, displayName: loaded.map.displayName))
        }
        if !report.passes { throw ExitCode(1) }
    }

    /// The model as every front end finds it (`TrickModelLocation.load`), `--model` first.
    func loadModel() throws(CLIError) -> (TrickModel, String) {
        do {
            let (model, url) = try TrickModelLocation.load(option: model)
            return (model, url.path)
        } catch {
            switch error {
            case .noModel:
                throw CLIError.cannotRun("\(error)", hint: "give the model file with --model FILE or $\(TrickModelLocation.environmentVariable); in a clone of packtool it is Models/\(TrickModel.fileName)")
            default:
                throw CLIError.cannotRun("\(error)", hint: error.remedy)
            }
        }
    }

    func printSuggestions(_ model: TrickModel, path: String) throws(CLIError) {
        guard !model.suggestions.isEmpty else {
            throw CLIError.cannotRun("the model \(path) has no suggestions table", hint: "use a model trained by Scripts/trick, which writes one (docs/trick.md)")
        }
        let letters = TrickLabel.alphabet.filter { model.suggestions[$0] != nil }
        func list(_ entries: [(code: String, score: Double)]) -> String {
            entries.prefix(3).map { "\($0.code) \(Self.score($0.score))" }.joined(separator: ", ")
        }
        switch format {
        case .json:
            print(TrickReportJSON.suggestions(model.suggestions, model: path), terminator: "")
        case .human:
            var rows = [["LETTER", "TURNED, LOOKS LIKE", "AS TWO DIGITS", "BEST DIGIT BEATS ^LETTER"]]
            for letter in letters {
                let suggestion = model.suggestions[letter]!
                rows.append([String(letter), list(suggestion.digits), list(suggestion.pairs),
                             suggestion.bestDigitBeatsTurnedLetter.map { "in \(Int(($0 * 100).rounded())) % of fonts" } ?? ""])
            }
            print(TextTable.render(rows))
            print("\nScores are the recogniser's, averaged over the fonts the model was measured on. A code works for a letter"
                  + " when its turned form looks like the code and the code outscores the upside-down letter; one shape by nature: "
                  + NaturalPairs.pairs.map { "\($0.letter)=\($0.digit)" }.joined(separator: ", ") + ".")
        }
    }

    static func score(_ value: Double) -> String { String(format: "%.2f", value) }

    static func candidates(_ half: TrickHalfVerdict) -> String {
        if half.reads.isEmpty { return "(draws nothing)" }
        if !half.places.isEmpty {
            return half.places.map { place in place.candidates.prefix(2).map { "\($0.label) \(score($0.score))" }.joined(separator: " ") }.joined(separator: " | ")
        }
        return half.candidates.prefix(2).map { "\($0.label) \(score($0.score))" }.joined(separator: ", ")
    }

    /// The table (weakest letters first), the phrases, the summary line.
    static func human(_ report: TrickReport, displayName: String) -> String {
        var rows = [["LETTER", "CODE", "WRITTEN READS", "WRITTEN", "TURNED READS", "TURNED"]]
        for letter in report.letters {
            rows.append([String(letter.letter), letter.code, candidates(letter.written), letter.written.pass ? "pass" : "FAIL",
                         candidates(letter.turned), letter.turned.pass ? "pass" : "FAIL"])
        }
        var text = "pack \(report.pack) (\(displayName)): written = passes as its code; turned = reads as its letter\n\n"
        text += TextTable.render(rows) + "\n\n"
        var phraseRows = [["PHRASE", "WRITTEN ROW READS", "EDITS", "TURNED ROW READS", "EDITS"]]
        for phrase in report.phrases {
            phraseRows.append([phrase.phrase, phrase.written.reads + (phrase.written.exact ? "" : "  (is \(phrase.written.truth))"),
                               String(phrase.written.editDistance), phrase.turned.reads, String(phrase.turned.editDistance)])
        }
        text += TextTable.render(phraseRows) + "\n\n"
        let exactWritten = report.phrases.filter(\.written.exact).count, exactTurned = report.phrases.filter(\.turned.exact).count
        let failing = report.letters.filter { !$0.passes }.map { String($0.letter) }
        text += "\(report.pack): written \(report.writtenPass)/\(report.letters.count) pass, turned \(report.turnedPass)/\(report.letters.count) pass; "
            + "phrases exact: written \(exactWritten)/\(report.phrases.count), turned \(exactTurned)/\(report.phrases.count)"
        text += failing.isEmpty ? "; the pack does the trick" : "; redraw first: " + failing.prefix(8).joined(separator: " ")
        return text
    }
}
