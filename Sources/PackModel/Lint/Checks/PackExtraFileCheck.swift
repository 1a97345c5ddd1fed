extension CheckID {
    public static let packExtraFile = CheckID(declaring: "pack.extra-file")
}

struct PackExtraFileCheck: LintCheck {
    enum Code: String, MessageCode {
        case leftOut = "left-out"
    }

    let info = CheckInfo(
        id: .packExtraFile,
        severity: .info,
        codes: Code.self,
        summary: "files the letter map does not name are left out of zip and install",
        rationale: """
        A pack is its letter_map.json and the SVGs the map names. Anything else in the \
        pack's folder or archive (a README, notes, the artist's source files) is never \
        read by the app, so zip and install leave it out, in folders and archives alike, \
        and this note lists it. An SVG no letter names is a warning of its own \
        (pack.unused-svg), since it is often the glyph the map meant.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), unplaced: [("README.md", Code.leftOut)], note: "notes beside the glyphs",
                 also: [("a.svg", MapExamples.svg), ("README.md", "# Example\nDrawn in 2024.")]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), also: [("a.svg", MapExamples.svg)]),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.contents.leftOut.filter { !PackName.isSVGFile($0) }.map { name in
            Finding(.leftOut, file: name, message: "\(MapText.printable(name)) is not part of the pack (the letter map does not name it); zip and install leave it out",
                    hint: "nothing to do if it is a note; keep it outside the pack folder for a folder that holds only the pack")
        }
    }
}
