import Foundation

/// `packtool trick --format json`: the report as JSON (docs/trick.md, "JSON output").
public enum TrickReportJSON {
    /// One label and its score, rounded to four decimals.
    public struct Candidate: Codable, Sendable, Hashable { public let label: String; public let score: Double }
    /// One half of a letter's verdict: what it reads as, whether that passes, by how much,
    /// the best scores, and for a two-digit written glyph each place's own verdict.
    public struct Half: Codable, Sendable, Hashable {
        public let reads: String
        public let pass: Bool
        public let margin: Double
        public let candidates: [Candidate]
        public let halves: [Place]?
    }
    /// One digit place of a two-digit written glyph.
    public struct Place: Codable, Sendable, Hashable {
        public let digit: String; public let reads: String; public let pass: Bool; public let candidates: [Candidate]
    }
    /// One letter's two verdicts. `packtool trick --format json` and the studio's
    /// `/api/trick` both serve this type, so the two cannot drift apart.
    public struct Letter: Codable, Sendable, Hashable {
        public let letter: String; public let code: String; public let pass: Bool; public let written: Half; public let turned: Half
    }
    struct Row: Encodable { let reads: String; let truth: String; let editDistance: Int; let exact: Bool }
    struct Phrase: Encodable { let phrase: String; let written: Row; let turned: Row }
    struct Summary: Encodable {
        let writtenPass: Int
        let turnedPass: Int
        let letters: Int
        let phrasesExactWritten: Int
        let phrasesExactTurned: Int
        let pass: Bool
    }
    struct Document: Encodable {
        let pack: String
        let model: String?
        let naturalPairs: [String]
        let standardPhrases: [String]
        let letters: [Letter]
        let phrases: [Phrase]
        let summary: Summary
    }

    /// Scores and margins in JSON: four decimals.
    public static func rounded(_ value: Double) -> Double { (value * 10_000).rounded() / 10_000 }

    static func candidates(_ list: [TrickCandidate]) -> [Candidate] {
        list.map { Candidate(label: $0.label.description, score: rounded($0.score)) }
    }

    /// One letter's verdict as the JSON reports give it.
    public static func letter(_ verdict: TrickLetterVerdict) -> Letter {
        Letter(letter: String(verdict.letter), code: verdict.code, pass: verdict.passes, written: half(verdict.written), turned: half(verdict.turned))
    }

    static func half(_ verdict: TrickHalfVerdict) -> Half {
        Half(reads: verdict.reads, pass: verdict.pass, margin: rounded(verdict.margin), candidates: candidates(verdict.candidates),
             halves: verdict.places.isEmpty ? nil
                : verdict.places.map { Place(digit: String($0.digit), reads: $0.reads, pass: $0.pass, candidates: candidates($0.candidates)) })
    }

    static func row(_ row: TrickPhraseVerdict.Row) -> Row {
        Row(reads: row.reads, truth: row.truth, editDistance: row.editDistance, exact: row.exact)
    }

    /// One code a model suggests for a letter, and its score.
    struct SuggestedCode: Encodable { let code: String; let score: Double }
    /// A letter's suggestions: the best single digits and digit pairs, at most five each.
    struct LetterSuggestions: Encodable {
        let digits: [SuggestedCode]
        let pairs: [SuggestedCode]
        let bestDigitBeatsTurnedLetter: Double?
    }
    struct SuggestionsDocument: Encodable { let model: String; let suggestions: [String: LetterSuggestions] }

    /// `packtool trick --suggest-codes --format json`: the model's suggestions table as
    /// pretty-printed JSON, ending in a newline. `model` is the model file's path.
    public static func suggestions(_ table: [Character: TrickSuggestion], model: String) -> String {
        func codes(_ entries: [(code: String, score: Double)]) -> [SuggestedCode] {
            entries.prefix(5).map { SuggestedCode(code: $0.code, score: rounded($0.score)) }
        }
        var letters: [String: LetterSuggestions] = [:]
        for (letter, suggestion) in table {
            letters[String(letter)] = LetterSuggestions(digits: codes(suggestion.digits), pairs: codes(suggestion.pairs),
                                                        bestDigitBeatsTurnedLetter: suggestion.bestDigitBeatsTurnedLetter.map(rounded))
        }
        return JSONText.string(SuggestionsDocument(model: model, suggestions: letters))
    }

    /// The report as pretty-printed JSON, ending in a newline. `model` is the model file's path.
    public static func render(_ report: TrickReport, model: String? = nil) -> String {
        let document = Document(
            pack: report.pack, model: model,
            naturalPairs: NaturalPairs.pairs.map { "\($0.letter)=\($0.digit)" },
            standardPhrases: StandardPhrases.all,
            letters: report.letters.map(letter),
            phrases: report.phrases.map { Phrase(phrase: $0.phrase, written: row($0.written), turned: row($0.turned)) },
            summary: Summary(writtenPass: report.writtenPass, turnedPass: report.turnedPass, letters: report.letters.count,
                             phrasesExactWritten: report.phrases.filter(\.written.exact).count,
                             phrasesExactTurned: report.phrases.filter(\.turned.exact).count,
                             pass: report.passes))
        return JSONText.string(document)
    }
}
