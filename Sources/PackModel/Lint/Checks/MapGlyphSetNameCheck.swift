extension CheckID {
    public static let mapGlyphSetName = CheckID(declaring: "map.glyphset-name")
}

struct MapGlyphSetNameCheck: LintCheck {
    enum Code: String, MessageCode {
        case unsafeName = "unsafe-name"
    }

    let info = CheckInfo(
        id: .mapGlyphSetName,
        severity: .error,
        codes: Code.self,
        summary: "\"glyphSet\" is a safe folder name",
        rationale: """
        An installed pack's folder is named after its "glyphSet", so the name must be one \
        folder name that is the same on every file system: letters, digits, '_' and '-', \
        starting with a letter or digit, at most 64 characters. Spaces, dots, slashes and \
        accents are refused by `packtool install`, and a name such as "../x" would point \
        outside the GlyphSets folder.
        """,
        triggering: [
            .map(MapExamples.map(glyphSet: "↓../classic", letters: MapExamples.entry("a")), fires: Code.unsafeName, note: "a path, not a name"),
            .map(MapExamples.map(glyphSet: "↓My Pack", letters: MapExamples.entry("a")), fires: Code.unsafeName, note: "a space"),
            .map(MapExamples.map(glyphSet: "↓", letters: MapExamples.entry("a")), fires: Code.unsafeName, note: "empty"),
        ],
        nonTriggering: [
            .map(MapExamples.map(glyphSet: "no_zero", letters: MapExamples.entry("a"))),
            .map(MapExamples.map(glyphSet: "classic-2", letters: MapExamples.entry("a"))),
        ])

    /// The one rule for a pack's name: the key table's `glyphSet` pattern says the same
    /// (a test holds them in step).
    static func isSafe(_ name: String) -> Bool { PackName.isSafe(name) }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree, let member = tree.member(LetterMapKeys.glyphSet),
              let name = member.value.stringValue, !Self.isSafe(name) else { return [] }
        return [Finding(.unsafeName, file: LetterMap.fileName, position: member.value.position, subject: LetterMapKeys.glyphSet.name,
                        message: "\"glyphSet\" \"\(MapText.printable(name))\" cannot be a folder name",
                        hint: "use letters, digits, '_' and '-' only, starting with a letter or digit (at most 64)")]
    }
}
