extension CheckID {
    public static let mapRootObject = CheckID(declaring: "map.root-object")
}

struct MapRootObjectCheck: LintCheck {
    enum Code: String, MessageCode {
        case notAnObject = "not-an-object"
    }

    let info = CheckInfo(
        id: .mapRootObject,
        severity: .error,
        codes: Code.self,
        summary: "the top level of letter_map.json is an object",
        rationale: """
        The app expects one JSON object holding "glyphSet", "letters" and the other \
        fields. A list or a bare value at the top level is valid JSON but not a map, and \
        the app shows "Could not load glyph configuration. Check letter_map.json."
        """,
        triggering: [
            .map(#"↓[ { "glyphSet": "example" } ]"#, fires: Code.notAnObject, note: "an array around the map"),
            .map(#"↓"example""#, fires: Code.notAnObject),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let root = subject.map?.root, root.members == nil else { return [] }
        return [Finding(.notAnObject, file: LetterMap.fileName, position: root.position,
                        message: "the top level is \(root.typeName); it must be an object",
                        hint: #"wrap the map in { … } with "glyphSet" and "letters" at the top level"#)]
    }
}
