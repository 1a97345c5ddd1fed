struct MapDisplayNameCheck: LintCheck {
    let info = CheckInfo(
        id: "map.display-name",
        severity: .warning,
        summary: "\"displayName\" gives the pack a readable name",
        rationale: """
        The pack list shows "displayName" to the magician. Without it the app falls back \
        to the folder name, such as "no_zero", which reads like a file and not like the \
        name of a style of glyphs.
        """,
        triggering: [
            .map(#"{ "glyphSet": "example", "letters": {} }"#, note: "no displayName"),
            .map(#"{ "glyphSet": "example", "displayName": "  ", "letters": {} }"#, note: "only spaces"),
        ],
        nonTriggering: [
            .map(#"{ "glyphSet": "example", "displayName": "Example", "letters": {} }"#),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let tree = subject.mapTree else { return [] }
        guard let member = tree.member(MapTree.displayNameKey) else {
            let fallback = tree.member(MapTree.glyphSetKey)?.value.stringValue ?? subject.folderName
            return [Finding(file: LetterMap.fileName, position: tree.root.position,
                            message: "the map has no \"displayName\"; the pack list will show \"\(MapText.printable(fallback))\"",
                            hint: #"add "displayName": "…" with the name magicians should see"#)]
        }
        guard let name = member.value.stringValue, name.allSatisfy(\.isWhitespace) else { return [] }
        return [Finding(file: LetterMap.fileName, position: member.value.position,
                        message: "\"displayName\" is empty", hint: "write the name magicians should see in the pack list")]
    }
}
