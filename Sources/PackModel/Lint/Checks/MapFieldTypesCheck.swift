struct MapFieldTypesCheck: LintCheck {
    /// Top-level fields that must be strings when present.
    static let stringFields = [MapTree.glyphSetKey, MapTree.displayNameKey, MapTree.statusKey]

    let info = CheckInfo(
        id: "map.field-types",
        severity: .error,
        summary: "each field has the JSON type the app reads",
        rationale: """
        The app decodes the map strictly: "glyphSet", "displayName" and "status" are \
        strings, "letters" is an object, each letter is an object, and "glyphFile" is a \
        string. One value of the wrong type (a number, a list, null) and the whole pack \
        fails to load with "Could not load glyph configuration. Check letter_map.json." \
        (The type of "code" has its own check, map.code-is-string.)
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")).replacingOccurrences(of: #""Example""#, with: "42"),
                 note: "displayName is a number"),
            .map(#"{ "glyphSet": "example", "letters": [ "a", "b" ] }"#, note: "letters is a list"),
            .map(MapExamples.map(letters: #"\#n    "a": "0""#), note: "a letter is a string, not an object"),
            .map(MapExamples.map(letters: #"\#n    "a": { "code": "0", "glyphFile": null }"#)),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
            .map(MapExamples.map(letters: MapExamples.entry("a", code: "1")), note: "a numeric code is map.code-is-string's finding"),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let tree = subject.mapTree else { return [] }
        var findings: [Finding] = []
        func expect(_ node: JSONNode, _ what: String, _ expected: String, hint: String) {
            findings.append(Finding(file: LetterMap.fileName, position: node.position,
                                    message: "\(what) must be \(expected), found \(node.typeName)", hint: hint))
        }
        for key in Self.stringFields {
            if let member = tree.member(key), member.value.stringValue == nil {
                expect(member.value, "\"\(key)\"", "a string", hint: "put the value in double quotes")
            }
        }
        if let letters = tree.member(MapTree.lettersKey) {
            guard let members = letters.value.members else {
                expect(letters.value, "\"letters\"", "an object keyed by letter",
                       hint: #"write "letters": { "a": { "code": "…", "glyphFile": "….svg" }, … }"#)
                return findings
            }
            for member in members {
                let label = "letter '\(MapText.printable(member.key))'"
                guard member.value.members != nil else {
                    expect(member.value, label, #"an object with "code" and "glyphFile""#,
                           hint: #"write { "code": "…", "glyphFile": "….svg" }"#)
                    continue
                }
                if let file = member.value.member(MapTree.glyphFileKey), file.value.stringValue == nil {
                    expect(file.value, "the glyphFile of \(label)", "a string", hint: "write the SVG file name in double quotes")
                }
            }
        }
        return findings
    }
}
