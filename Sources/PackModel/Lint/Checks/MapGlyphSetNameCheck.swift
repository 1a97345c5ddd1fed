struct MapGlyphSetNameCheck: LintCheck {
    let info = CheckInfo(
        id: "map.glyphset-name",
        severity: .error,
        summary: "\"glyphSet\" is a safe folder name",
        rationale: """
        An installed pack's folder is named after its "glyphSet", so the name must be one \
        folder name that is the same on every file system: letters, digits, '_' and '-', \
        starting with a letter or digit, at most 64 characters. Spaces, dots, slashes and \
        accents are refused by `packtool install`, and a name such as "../x" would point \
        outside the GlyphSets folder.
        """,
        triggering: [
            .map(MapExamples.map(glyphSet: "../classic", letters: MapExamples.entry("a")), note: "a path, not a name"),
            .map(MapExamples.map(glyphSet: "My Pack", letters: MapExamples.entry("a")), note: "a space"),
            .map(MapExamples.map(glyphSet: "", letters: MapExamples.entry("a")), note: "empty"),
        ],
        nonTriggering: [
            .map(MapExamples.map(glyphSet: "no_zero", letters: MapExamples.entry("a"))),
            .map(MapExamples.map(glyphSet: "classic-2", letters: MapExamples.entry("a"))),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let tree = subject.mapTree, let member = tree.member(MapTree.glyphSetKey),
              let name = member.value.stringValue, !PackName.isSafe(name) else { return [] }
        return [Finding(file: LetterMap.fileName, position: member.value.position,
                        message: "\"glyphSet\" \"\(MapText.printable(name))\" cannot be a folder name",
                        hint: "use letters, digits, '_' and '-' only, starting with a letter or digit (at most 64)")]
    }
}
