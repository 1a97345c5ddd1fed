extension CheckID {
    public static let mapGlyphFilePending = CheckID(declaring: "map.glyph-file-pending")
}

struct MapGlyphFilePendingCheck: LintCheck {
    enum Code: String, MessageCode {
        case notDrawnYet = "not-drawn-yet"
    }

    let info = CheckInfo(
        id: .mapGlyphFilePending,
        severity: .info,
        codes: Code.self,
        summary: "a coming_soon pack lists the glyph files still to be drawn, in one finding",
        rationale: """
        The app shows a pack whose "status" is "coming_soon" greyed out in its picker: \
        it cannot be chosen, so none of its glyphs is ever drawn. A glyph file that is \
        not there yet is work left to do, not a fault, and must not fail a gate that \
        lints every pack of a repository. It is listed as one info naming every letter \
        still to draw, so the artist sees what is left without 26 lines saying the same \
        thing (a pack started by `packtool new` has all 26); once "status" becomes "available", map.glyph-file-exists reports \
        every file still missing as a warning. A file misnamed by case or a link is a \
        mistake, not unfinished art: map.glyph-file-exists reports it in any pack.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.svg"), extra: MapExamples.comingSoon), fires: Code.notDrawnYet,
                 note: "a.svg is not drawn yet"),
            .map(MapExamples.map(letters: [MapExamples.entry("a"), MapExamples.entry("b", file: "↓b.svg"), MapExamples.entry("c")].joined(separator: ","),
                                 extra: MapExamples.comingSoon),
                 fires: Code.notDrawnYet, note: "b.svg and c.svg are not drawn yet: one finding lists both, at the first",
                 also: [("a.svg", MapExamples.svg)]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: MapExamples.comingSoon), also: [("a.svg", MapExamples.svg)]),
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "an available pack: map.glyph-file-exists reports the missing file"),
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: MapExamples.comingSoon), note: "misnamed by case: map.glyph-file-exists reports it",
                 also: [("A.svg", MapExamples.svg)]),
        ])

    /// One finding for the whole pack, at the first letter still to draw: a pack just
    /// started with `packtool new` has 26, and 26 lines saying the same thing hide the
    /// findings that matter.
    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard subject.mapTree?.isComingSoon == true else { return [] }
        let pending = MapGlyphFileExistsCheck.problems(in: subject).filter { _, _, _, problem in
            if case .absent = problem { return true }
            return false
        }
        guard let first = pending.first else { return [] }
        let letters = pending.map { MapText.printable($0.letter.letter) }
        let files = pending.count == 1 ? first.file : "\(first.file) and \(pending.count - 1) more"
        let message = pending.count == 1
            ? "\(first.file) (\(first.letter.label)) is not drawn yet; the pack is coming_soon, so the app never draws it"
            : "\(pending.count) glyphs are not drawn yet: \(letters.joined(separator: " ")); the pack is coming_soon, so the app never draws them"
        return [Finding(.notDrawnYet, file: LetterMap.fileName, position: first.position, subject: LetterMapKeys.letters.name,
                        message: message,
                        hint: "draw \(files) before setting \"status\" to \"available\"; until then the app and `packtool studio` show placeholders")]
    }
}
