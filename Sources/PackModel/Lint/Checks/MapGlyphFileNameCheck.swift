extension CheckID {
    public static let mapGlyphFileName = CheckID(declaring: "map.glyph-file-name")
}

struct MapGlyphFileNameCheck: LintCheck {
    enum Code: String, MessageCode {
        /// Not one plain, printable file name (a path, `..`, hidden, spaces, too long).
        case unsafeName = "unsafe-name"
        case notSVG = "not-svg"
    }

    static let svgExtension = ".svg"

    let info = CheckInfo(
        id: .mapGlyphFileName,
        severity: .error,
        codes: Code.self,
        summary: "each \"glyphFile\" is a plain .svg file name in the pack folder",
        rationale: """
        Glyph files sit next to letter_map.json, and the app looks only there. A path \
        ("glyphs/a.svg", "../a.svg", "/Users/me/a.svg") would reach outside the pack on \
        someone else's phone, so it is never followed and the letter gets a placeholder. \
        Names are printable ASCII without spaces, not hidden, and end in .svg.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓glyphs/a.svg")), fires: Code.unsafeName, note: "a path"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓../a.svg")), fires: Code.unsafeName),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.png")), fires: Code.notSVG, note: "not an SVG"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓letter a.svg")), fires: Code.unsafeName, note: "a space"),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "lowercase_a.svg"))),
        ])

    /// Why a glyph file name is not acceptable; nil when it is.
    static func problem(_ name: String) -> (code: Code, reason: String)? {
        if let problem = PackName.fileNameProblem(name) { return (.unsafeName, problem) }
        if !name.lowercased().hasSuffix(svgExtension) { return (.notSVG, "it does not end in \(svgExtension)") }
        return nil
    }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.compactMap { letter in
            guard let file = letter.glyphFileName, let problem = Self.problem(file.name) else { return nil }
            return Finding(problem.code, file: LetterMap.fileName, position: file.position, subject: letter.subject(LetterMapKeys.glyphFile),
                           message: "the glyphFile of \(letter.label), \"\(MapText.printable(file.name))\", cannot be used: \(problem.reason)",
                           hint: "put the SVG next to letter_map.json and write just its name, such as \"lowercase_\(MapText.printable(letter.letter)).svg\"")
        }
    }
}
