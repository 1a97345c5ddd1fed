extension CheckID {
    public static let mapGlyphSetMatchesFolder = CheckID(declaring: "map.glyphset-matches-folder")
}

struct MapGlyphSetCheck: LintCheck {
    enum Code: String, MessageCode {
        case missing
        case mismatch
    }

    let info = CheckInfo(
        id: .mapGlyphSetMatchesFolder,
        severity: .error,
        codes: Code.self,
        summary: "\"glyphSet\" is present and equals the pack's folder name",
        rationale: """
        The app and packtool find a pack by its folder name (GlyphSets/classic/), while \
        the map names itself in "glyphSet". When the two disagree, which name counts \
        depends on who reads the pack: installing, overriding a bundled pack and the \
        pack list all go wrong in different ways. Keep them the same. (Inside an archive \
        without a top folder there is no folder name to compare with.)
        """,
        triggering: [
            .map(MapExamples.map(glyphSet: "↓clasic", letters: MapExamples.entry("a")), fires: Code.mismatch, folderName: "classic",
                 note: "a typo in glyphSet"),
            .map(#"↓{ "displayName": "Example", "letters": {} }"#, fires: Code.missing, note: "no glyphSet at all"),
        ],
        nonTriggering: [
            .map(MapExamples.map(glyphSet: "classic", letters: MapExamples.entry("a")), folderName: "classic"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        let key = LetterMapKeys.glyphSet
        guard let member = tree.member(key) else {
            let suggested = subject.folderName.isEmpty ? "the pack's name" : "\"\(subject.folderName)\""
            return [Finding(.missing, file: LetterMap.fileName, position: tree.root.position, subject: key.name,
                            message: "the map has no \"glyphSet\"",
                            hint: "add \"glyphSet\": \(suggested) at the top level")]
        }
        guard let name = member.value.stringValue, !subject.folderName.isEmpty, name != subject.folderName else { return [] }
        return [Finding(.mismatch, file: LetterMap.fileName, position: member.value.position, subject: key.name,
                        message: "\"glyphSet\" is \"\(MapText.printable(name))\" but the pack folder is \"\(MapText.printable(subject.folderName))\"",
                        hint: "make them the same: change \"glyphSet\" or rename the folder")]
    }
}
