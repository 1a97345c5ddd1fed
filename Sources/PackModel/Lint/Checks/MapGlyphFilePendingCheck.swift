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
        summary: "a coming_soon pack lists the glyph files still to be drawn",
        rationale: """
        The app shows a pack whose "status" is "coming_soon" greyed out in its picker: \
        it cannot be chosen, so none of its glyphs is ever drawn. A glyph file that is \
        not there yet is work left to do, not a fault, and must not fail a gate that \
        lints every pack of a repository. It is listed as an info so the artist sees \
        what is left; once "status" becomes "available", map.glyph-file-exists reports \
        every file still missing as a warning. A file misnamed by case or a link is a \
        mistake, not unfinished art: map.glyph-file-exists reports it in any pack.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.svg"), extra: MapExamples.comingSoon), fires: Code.notDrawnYet,
                 note: "a.svg is not drawn yet"),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: MapExamples.comingSoon), also: [("a.svg", MapExamples.svg)]),
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "an available pack: map.glyph-file-exists reports the missing file"),
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: MapExamples.comingSoon), note: "misnamed by case: map.glyph-file-exists reports it",
                 also: [("A.svg", MapExamples.svg)]),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard subject.mapTree?.isComingSoon == true else { return [] }
        return MapGlyphFileExistsCheck.problems(in: subject).compactMap { letter, file, position, problem in
            guard case .absent = problem else { return nil }
            return Finding(.notDrawnYet, file: LetterMap.fileName, position: position, subject: letter.subject(LetterMapKeys.glyphFile),
                           message: "\(file) (\(letter.label)) is not drawn yet; the pack is coming_soon, so the app never draws it",
                           hint: "add the SVG for '\(MapText.printable(letter.letter))' before setting \"status\" to \"available\"")
        }
    }
}
