/// Whether a pack does the trick, both halves, as an audience would see it.
public struct TrickReport: Sendable {
    public let pack: String
    /// Every letter, weakest first: letters failing both halves, then one, then none;
    /// within each, the smallest margin first.
    public let letters: [TrickLetterVerdict]
    public let phrases: [TrickPhraseVerdict]

    public var writtenPass: Int { letters.filter(\.written.pass).count }
    public var turnedPass: Int { letters.filter(\.turned.pass).count }
    /// True when every letter passes both halves.
    public var passes: Bool { letters.allSatisfy(\.passes) }
}

/// Judges a pack's glyphs with the recogniser: each letter's written glyph (its code's
/// digit places) and turned glyph, then the phrases, both rows.
public struct TrickJudge: Sendable {
    public let recogniser: Recogniser

    public init(recogniser: Recogniser) {
        self.recogniser = recogniser
    }

    /// Draws the pack's glyphs with `rasterizer` (one sheet) and judges them.
    public func judge(_ pack: LoadedPack, rasterizer: any SVGRasterizer, phrases: [String]) throws(TrickError) -> TrickReport {
        let sheet = TrickSheet(resolver: GlyphResolver(pack: pack))
        let maps = try sheet.render(with: rasterizer)
        return try judge(pack: pack.name, map: pack.map, written: maps, phrases: phrases)
    }

    /// Judges written ink maps, one per letter (what the sheet gives; tests give their own).
    public func judge(pack name: String, map: LetterMap, written maps: [Character: InkMap], phrases: [String]) throws(TrickError) -> TrickReport {
        var letters: [TrickLetterVerdict] = []
        var writtenPlaces: [Character: [TrickReading]] = [:]
        var turnedReadings: [Character: TrickReading] = [:]
        for item in map.sortedLetters {
            guard item.letter.count == 1, let letter = item.letter.first, TrickLabel.alphabet.contains(letter) else { continue }
            let ink = maps[letter] ?? InkMap(width: 0, height: 0, ink: [])
            let readings = read(ink, code: item.entry.code)
            let turned = recogniser.judge(ink.turned)
            writtenPlaces[letter] = readings.places ?? [readings.whole]
            turnedReadings[letter] = turned
            letters.append(TrickLetterVerdict(
                letter: letter, code: item.entry.code,
                written: TrickVerdicts.written(letter: letter, code: item.entry.code, whole: readings.whole, places: readings.places),
                turned: TrickVerdicts.turned(letter: letter, reading: turned)))
        }
        letters.sort { a, b in
            let passedA = (a.written.pass ? 1 : 0) + (a.turned.pass ? 1 : 0), passedB = (b.written.pass ? 1 : 0) + (b.turned.pass ? 1 : 0)
            if passedA != passedB { return passedA < passedB }
            let marginA = min(a.written.margin, a.turned.margin), marginB = min(b.written.margin, b.turned.margin)
            if marginA != marginB { return marginA < marginB }
            return a.letter < b.letter
        }
        let encoder = PhraseEncoder(map: map)
        var verdicts: [TrickPhraseVerdict] = []
        for phrase in phrases {
            let encoded: EncodedPhrase
            do { encoded = try encoder.encode(phrase) } catch { throw .phrase(phrase, error) }
            verdicts.append(TrickVerdicts.phrase(encoded, written: writtenPlaces, turned: turnedReadings))
        }
        return TrickReport(pack: name, letters: letters, phrases: verdicts)
    }

    /// The written glyph read whole, and for a two-digit code each digit place on its own.
    func read(_ ink: InkMap, code: String) -> (whole: TrickReading, places: [TrickReading]?) {
        let whole = recogniser.judge(ink)
        guard code.count == 2 else { return (whole, nil) }
        guard let split = ink.splitForTwoDigits() else { return (whole, [.nothing, .nothing]) }
        return (whole, [recogniser.judge(split.left), recogniser.judge(split.right)])
    }
}
