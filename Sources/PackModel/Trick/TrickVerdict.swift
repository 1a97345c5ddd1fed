/// One half of a letter's verdict: what the glyph reads as, written or turned, and
/// whether that is what it should be.
public struct TrickHalfVerdict: Sendable, Hashable {
    /// The best label (for a two-digit code, each digit place's, space-separated);
    /// empty when the glyph draws nothing.
    public let reads: String
    public let pass: Bool
    /// The top labels with scores (for a two-digit code, the whole glyph's).
    public let candidates: [TrickCandidate]
    /// For a written two-digit code: each digit place, left to right.
    public let places: [TrickPlaceVerdict]
    /// How far the verdict is from flipping: the wanted score minus the strongest rival's
    /// (negative when it fails). Sorts the weakest letters first.
    public let margin: Double
}

/// One digit place of a written two-digit code, judged on its own half of the glyph.
public struct TrickPlaceVerdict: Sendable, Hashable {
    public let digit: Character
    /// The best label; empty when the half draws nothing.
    public let reads: String
    public let pass: Bool
    public let candidates: [TrickCandidate]
}

/// Both halves of one letter's glyph.
public struct TrickLetterVerdict: Sendable, Hashable {
    public let letter: Character
    public let code: String
    public let written: TrickHalfVerdict
    public let turned: TrickHalfVerdict

    public var passes: Bool { written.pass && turned.pass }
}

/// One phrase, both halves read as an audience would.
public struct TrickPhraseVerdict: Sendable, Hashable {
    public struct Row: Sendable, Hashable {
        /// What the row reads as: digits-only for the written row (in the written order,
        /// one glyph's digits, a space, the next glyph's), letters-only for the turned row.
        public let reads: String
        /// What it should read as: the codes in written order, or the phrase.
        public let truth: String
        /// Levenshtein distance between `reads` and `truth`, spaces left out of both.
        public let editDistance: Int
        public var exact: Bool { editDistance == 0 }
    }

    public let phrase: String
    public let written: Row
    public let turned: Row
}

/// The verdict rules (docs/trick.md, "Using packtool trick"), one place; the training
/// side's `Scripts/trick/recogniser.py` implements the same.
public enum TrickVerdicts {
    /// How many candidates a half verdict keeps.
    public static let candidateCount = 3

    static func top(_ reading: TrickReading) -> [TrickCandidate] { Array(reading.ranked.prefix(candidateCount)) }

    /// The written glyph of `letter` whose code is `code`. For one digit, passes when
    /// the digit outscores the upside-down letter (or the two are one shape by nature);
    /// for two digits, each digit place (`places`) must have its digit outscore every
    /// letter label on its own half.
    public static func written(letter: Character, code: String, whole: TrickReading, places: [TrickReading]?) -> TrickHalfVerdict {
        let digits = Array(code)
        let candidates = top(whole)
        guard !whole.isEmpty else { return TrickHalfVerdict(reads: "", pass: false, candidates: [], places: [], margin: -1) }
        guard digits.allSatisfy({ TrickLabel.digits.contains($0) }), (1...2).contains(digits.count) else {
            return TrickHalfVerdict(reads: whole.best?.description ?? "", pass: false, candidates: candidates, places: [], margin: -1)
        }
        if digits.count == 1 {
            let margin = whole.score(.digit(digits[0])) - TrickTwins.both(whole, .turnedLetter(letter))
            let pass = margin > 0 || NaturalPairs.contains(letter: letter, digit: digits[0])
            return TrickHalfVerdict(reads: whole.best?.description ?? "", pass: pass, candidates: candidates, places: [],
                                    margin: pass ? max(margin, 0) : margin)
        }
        let halves = places ?? []
        guard halves.count == 2 else { return TrickHalfVerdict(reads: whole.best?.description ?? "", pass: false, candidates: candidates, places: [], margin: -1) }
        var margin = Double.infinity
        var verdicts: [TrickPlaceVerdict] = []
        for (half, digit) in zip(halves, digits) {
            let (ok, m) = place(half, digit: digit)
            margin = min(margin, m)
            verdicts.append(TrickPlaceVerdict(digit: digit, reads: half.best?.description ?? "", pass: ok, candidates: top(half)))
        }
        // Two digits that each pass alone may still, together, read as the turned letter
        // (a 1 touching a 0 reads p): the whole glyph must not read as ^x or its twin.
        let turnedLetter = TrickLabel.turnedLetter(letter)
        let givesAway = whole.best == turnedLetter || (whole.best != nil && whole.best == TrickTwins.twin(of: turnedLetter))
        return TrickHalfVerdict(reads: verdicts.map { $0.reads.isEmpty ? "·" : $0.reads }.joined(separator: " "),
                                pass: verdicts.allSatisfy(\.pass) && !givesAway, candidates: candidates, places: verdicts,
                                margin: givesAway ? min(margin, 0) : margin)
    }

    /// One digit place of a two-digit code: its digit must outscore every letter label,
    /// upright or turned; a place whose best label is the letter that is its digit by
    /// nature (`l` or `^l` for `1`, `o` or `^o` for `0`) counts as that digit.
    static func place(_ half: TrickReading, digit: Character) -> (pass: Bool, margin: Double) {
        guard !half.isEmpty else { return (false, -1) }
        let margin = half.score(.digit(digit)) - half.highest { !$0.isDigit }
        if margin > 0 { return (true, margin) }
        if let best = half.best, NaturalPairs.labels(for: digit).contains(best) { return (true, 0) }
        return (false, margin)
    }

    /// The turned glyph of `letter`: passes when the letter is the best of `a`-`z` (each
    /// with its twin's score added) and outscores every digit, or when the best digit is
    /// the letter's by nature (a turned `o` may read `0`, a turned `l` `1`).
    public static func turned(letter: Character, reading: TrickReading) -> TrickHalfVerdict {
        guard !reading.isEmpty else { return TrickHalfVerdict(reads: "", pass: false, candidates: [], places: [], margin: -1) }
        let wanted = TrickLabel.letter(letter)
        let letters = TrickLabel.alphabet.map { TrickLabel.letter($0) }
        let both = Dictionary(uniqueKeysWithValues: letters.map { ($0, TrickTwins.both(reading, $0)) })
        let rivalLetter = letters.filter { $0 != wanted }.map { both[$0]! }.max() ?? 0
        let bestDigit = reading.best(where: \.isDigit)
        let margin = both[wanted]! - max(rivalLetter, bestDigit.map(reading.score) ?? 0)
        let bestLetter = readLetter(reading) == wanted
        let natural = bestDigit != nil && bestDigit == NaturalPairs.digit(for: letter)
        let pass = bestLetter && (margin > 0 || natural)
        return TrickHalfVerdict(reads: reading.best?.description ?? "", pass: pass, candidates: top(reading), places: [],
                                margin: pass ? max(margin, 0) : min(margin, 0))
    }

    /// The letter a reader reads in a turned glyph: the best of `a`-`z`, each with its
    /// twin's score added (a glyph drawn as an upside-down `u` is an `n`), the first of the
    /// largest in label order, as the training side's max() takes it. The turned verdict
    /// and the phrase's turned row both read this way, so a letter that passes turned
    /// reads right in every phrase.
    public static func readLetter(_ reading: TrickReading) -> TrickLabel? {
        guard !reading.isEmpty else { return nil }
        let letters = TrickLabel.alphabet.map { TrickLabel.letter($0) }
        let both = letters.map { TrickTwins.both(reading, $0) }
        var best = 0
        for index in letters.indices.dropFirst() where both[index] > both[best] { best = index }
        return letters[best]
    }

    /// The two rows of a phrase, from each letter's readings. `phrase` is the encoded
    /// phrase (written order: reversed); `written[l]` the written glyph's digit places
    /// (one reading for a one-digit code, two for a two-digit one), `turned[l]` the
    /// turned glyph's reading.
    public static func phrase(_ phrase: EncodedPhrase, written: [Character: [TrickReading]], turned: [Character: TrickReading]) -> TrickPhraseVerdict {
        var writtenRead: [String] = []
        var truth: [String] = []
        for item in phrase.items {
            guard case .glyph(let letter, let entry) = item else { continue }
            let places = written[letter] ?? []
            truth.append(entry.code)
            if places.count == entry.code.count {
                writtenRead.append(places.map { $0.best(where: \.isDigit)?.description ?? "?" }.joined())
            } else {
                writtenRead.append(String(repeating: "?", count: max(1, entry.code.count)))
            }
        }
        var turnedRead = ""
        for character in phrase.phrase {
            if character == " " { turnedRead.append(" "); continue }
            turnedRead += turned[character].flatMap(readLetter)?.description ?? "?"
        }
        let reads = writtenRead.joined(separator: " "), code = truth.joined(separator: " ")
        return TrickPhraseVerdict(
            phrase: phrase.phrase,
            written: .init(reads: reads, truth: code, editDistance: editDistance(reads, code)),
            turned: .init(reads: turnedRead, truth: phrase.phrase, editDistance: editDistance(turnedRead, phrase.phrase)))
    }

    /// Levenshtein distance over characters, spaces left out of both.
    public static func editDistance(_ a: String, _ b: String) -> Int {
        let x = Array(a.filter { $0 != " " }), y = Array(b.filter { $0 != " " })
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            for j in 1...y.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (x[i - 1] == y[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}

extension SpecimenMark {
    /// The specimen's mark for a letter's verdict: each half that fails, with what the
    /// recogniser reads in it.
    public init(_ verdict: TrickLetterVerdict) {
        self.init(written: verdict.written.pass ? nil : verdict.written.reads,
                  turned: verdict.turned.pass ? nil : verdict.turned.reads)
    }
}

extension PreviewComposer {
    /// A composer whose specimen marks the glyphs `packtool trick` finds weak.
    public init(resolver: GlyphResolver, box: GlyphBox = .standard, verdicts: [Character: TrickLetterVerdict]) {
        self.init(resolver: resolver, box: box, marks: verdicts.mapValues(SpecimenMark.init))
    }
}
