extension CheckID {
    public static let mapDisplayName = CheckID(declaring: "map.display-name")
}

struct MapDisplayNameCheck: LintCheck {
    enum Code: String, MessageCode {
        case missing
        case empty
    }

    let info = CheckInfo(
        id: .mapDisplayName,
        severity: .warning,
        codes: Code.self,
        summary: "\"displayName\" gives the pack a readable name",
        rationale: """
        The pack list shows "displayName" to the magician. Without it the app falls back \
        to the folder name, such as "no_zero", which reads like a file and not like the \
        name of a style of glyphs.
        """,
        triggering: [
            .map(#"↓{ "glyphSet": "example", "letters": {} }"#, fires: Code.missing, note: "no displayName"),
            .map(#"{ "glyphSet": "example", "displayName": ↓"  ", "letters": {} }"#, fires: Code.empty, note: "only spaces"),
        ],
        nonTriggering: [
            .map(#"{ "glyphSet": "example", "displayName": "Example", "letters": {} }"#),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        let key = LetterMapKeys.displayName
        guard let member = tree.member(key) else {
            let fallback = tree.member(LetterMapKeys.glyphSet)?.value.stringValue ?? subject.folderName
            return [Finding(.missing, file: LetterMap.fileName, position: tree.root.position, subject: key.name,
                            message: "the map has no \"displayName\"; the pack list will show \"\(MapText.printable(fallback))\"",
                            hint: #"add "displayName": "…" with the name magicians should see"#)]
        }
        guard let name = member.value.stringValue, name.allSatisfy(\.isWhitespace) else { return [] }
        return [Finding(.empty, file: LetterMap.fileName, position: member.value.position, subject: key.name,
                        message: "\"displayName\" is empty", hint: "write the name magicians should see in the pack list")]
    }
}
