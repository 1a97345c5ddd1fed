extension CheckID {
    public static let mapGlyphFileName = CheckID(declaring: "map.glyph-file-name")
}

struct MapGlyphFileNameCheck: LintCheck {
    /// One code per way a name can fail (`PackName.FileNameProblem`, by the same words), so a baseline or
    /// a fix table can tell a path from a name with a space.
    enum Code: String, MessageCode {
        case empty
        /// `glyphs/a.svg`, a backslash.
        case path
        /// `..` anywhere.
        case parentReference = "parent-reference"
        /// `.a.svg`.
        case hidden
        case colon
        case tooLong = "too-long"
        /// Spaces, control or non-ASCII characters.
        case notPrintable = "not-printable"
        case notSVG = "not-svg"

        /// The code for a name problem: the same word (a test keeps every case here).
        init(_ problem: PackName.FileNameProblem) {
            self = Code(rawValue: problem.rawValue) ?? .notPrintable
        }
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
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓glyphs/a.svg")), fires: Code.path, note: "a path"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓..a.svg")), fires: Code.parentReference, note: "'..' in the name"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓.a.svg")), fires: Code.hidden, note: "a hidden file"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.png")), fires: Code.notSVG, note: "not an SVG"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓letter a.svg")), fires: Code.notPrintable, note: "a space"),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "lowercase_a.svg"))),
        ])

    /// Why a glyph file name is not acceptable; nil when it is (`PackName.isGlyphFileName`).
    /// The same questions in the same order, asked for the reason.
    static func problem(_ name: String) -> (code: Code, reason: String)? {
        if let problem = PackName.fileNameProblemKind(name) { return (Code(problem.kind), problem.reason) }
        // `svgExtension` in any case, as every part of packtool reads an SVG's name.
        if !PackName.isSVGFile(name) { return (.notSVG, "it does not end in \(svgExtension)") }
        return nil
    }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.compactMap { letter in
            // `LetterNode` screened the name when the pack was read; only a doubtful one is asked again, for the reason.
            guard !letter.glyphFileNameIsUsable, let file = letter.glyphFileName, let problem = Self.problem(file.name) else { return nil }
            return Finding(problem.code, file: LetterMap.fileName, position: file.position, subject: letter.subject(LetterMapKeys.glyphFile),
                           message: "the glyphFile of \(letter.label), \"\(MapText.printable(file.name))\", cannot be used: \(problem.reason)",
                           hint: "put the SVG next to letter_map.json and write just its name, such as \"lowercase_\(MapText.printable(letter.letter)).svg\"")
        }
    }
}
