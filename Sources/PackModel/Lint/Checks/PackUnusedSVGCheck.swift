extension CheckID {
    public static let packUnusedSVG = CheckID(declaring: "pack.unused-svg")
}

struct PackUnusedSVGCheck: LintCheck {
    enum Code: String, MessageCode {
        case unused
    }

    let info = CheckInfo(
        id: .packUnusedSVG,
        severity: .warning,
        codes: Code.self,
        summary: "every SVG in the pack is used by a letter",
        rationale: """
        An SVG that no letter names is never drawn. Often it is the real glyph while the \
        map still points at an old or misspelt name, so the app shows the wrong drawing \
        or a placeholder; otherwise it is a leftover that makes the pack bigger for no \
        reason.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), unplaced: [("a_old.svg", Code.unused)], note: "a_old.svg is not used",
                 also: [("a.svg", MapExamples.svg), ("a_old.svg", MapExamples.svg)]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), also: [("a.svg", MapExamples.svg)]),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        // Without a readable letters object nothing can be called unused.
        guard let tree = subject.mapTree, tree.letterMembers != nil else { return [] }
        let usedSet = tree.usedGlyphFiles
        return subject.svgs.filter { !usedSet.contains($0.name) }.map { svg in
            let used = tree.letterEntries.compactMap { $0.glyphFileName?.name }
            let sameButCase = used.first { $0.lowercased() == svg.name.lowercased() }
            return Finding(.unused, file: svg.name, message: "\(MapText.printable(svg.name)) is not used by any letter",
                           hint: sameButCase.map { "the map names \(MapText.printable($0)); names are case-sensitive, so make them match exactly" }
                               ?? "point a letter's \"glyphFile\" at it, or delete it")
        }
    }
}
