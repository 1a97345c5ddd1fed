struct MapGlyphFileNameCheck: LintCheck {
    static let svgExtension = ".svg"

    let info = CheckInfo(
        id: "map.glyph-file-name",
        severity: .error,
        summary: "each \"glyphFile\" is a plain .svg file name in the pack folder",
        rationale: """
        Glyph files sit next to letter_map.json, and the app looks only there. A path \
        ("glyphs/a.svg", "../a.svg", "/Users/me/a.svg") would reach outside the pack on \
        someone else's phone, so it is never followed and the letter gets a placeholder. \
        Names are printable ASCII without spaces, not hidden, and end in .svg.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "glyphs/a.svg")), note: "a path"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "../a.svg"))),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "a.png")), note: "not an SVG"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "letter a.svg")), note: "a space"),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "lowercase_a.svg"))),
        ])

    /// Why a glyph file name is not acceptable; nil when it is.
    static func problem(_ name: String) -> String? {
        if let problem = PackName.fileNameProblem(name) { return problem }
        if !name.lowercased().hasSuffix(svgExtension) { return "it does not end in \(svgExtension)" }
        return nil
    }

    func run(on subject: LintSubject) -> [Finding] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.compactMap { letter in
            guard let file = letter.glyphFileName, let problem = Self.problem(file.name) else { return nil }
            return Finding(file: LetterMap.fileName, position: file.position,
                           message: "the glyphFile of \(letter.label), \"\(MapText.printable(file.name))\", cannot be used: \(problem)",
                           hint: "put the SVG next to letter_map.json and write just its name, such as \"lowercase_\(MapText.printable(letter.letter)).svg\"")
        }
    }
}
