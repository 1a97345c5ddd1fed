extension CheckID {
    public static let mapFieldTypes = CheckID(declaring: "map.field-types")
}

struct MapFieldTypesCheck: LintCheck {
    enum Code: String, MessageCode {
        case wrongType = "wrong-type"
    }

    let info = CheckInfo(
        id: .mapFieldTypes,
        severity: .error,
        codes: Code.self,
        summary: "each field has the JSON type the app reads",
        rationale: """
        The app decodes the map strictly: "glyphSet", "displayName" and "status" are \
        strings, "letters" is an object, each letter is an object, and "glyphFile" is a \
        string. One value of the wrong type (a number, a list, null) and the whole pack \
        fails to load with "Could not load glyph configuration. Check letter_map.json." \
        (The type of "code" has its own check, map.code-is-string.)
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")).replacingOccurrences(of: #""Example""#, with: "↓42"),
                 fires: Code.wrongType, note: "displayName is a number"),
            .map(#"{ "glyphSet": "example", "letters": ↓[ "a", "b" ] }"#, fires: Code.wrongType, note: "letters is a list"),
            .map(MapExamples.map(letters: #"\#n    "a": ↓"0""#), fires: Code.wrongType, note: "a letter is a string, not an object"),
            .map(MapExamples.map(letters: #"\#n    "a": { "code": "0", "glyphFile": ↓null }"#), fires: Code.wrongType),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
            .map(MapExamples.map(letters: MapExamples.entry("a", code: "1")), note: "a numeric code is map.code-is-string's finding"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        var findings: [Finding<Code>] = []
        func expect(_ node: JSONNode, _ what: String, _ expected: String, subject: String, hint: String) {
            findings.append(Finding(.wrongType, file: LetterMap.fileName, position: node.position, subject: subject,
                                    message: "\(what) must be \(expected), found \(node.typeName)", hint: hint))
        }
        // The keys the app reads, each of its type: strings first, then "letters".
        for key in LetterMapKeys.topLevel where key.isReadByApp && key.type == .string {
            if let member = tree.member(key), member.value.stringValue == nil {
                expect(member.value, "\"\(key)\"", "a string", subject: key.name, hint: "put the value in double quotes")
            }
        }
        if let letters = tree.member(LetterMapKeys.letters) {
            guard let members = letters.value.members else {
                expect(letters.value, "\"letters\"", "an object keyed by letter", subject: LetterMapKeys.letters.name,
                       hint: #"write "letters": { "a": { "code": "…", "glyphFile": "….svg" }, … }"#)
                return findings
            }
            for member in members {
                // Spelt only for a finding: nearly every letter has none.
                func label() -> String { "letter '\(MapText.printable(member.key))'" }
                guard member.value.members != nil else {
                    expect(member.value, label(), #"an object with "code" and "glyphFile""#,
                           subject: LetterMapTree.subject(LetterMapKeys.letters.name, member.key),
                           hint: #"write { "code": "…", "glyphFile": "….svg" }"#)
                    continue
                }
                // "code" is map.code-is-string's: a number there needs its own words.
                for key in LetterMapKeys.letterEntry where key != LetterMapKeys.code && key.type == .string {
                    if let field = member.value.member(key.name), field.value.stringValue == nil {
                        expect(field.value, "the \(key) of \(label())", "a string",
                               subject: LetterMapTree.subject(LetterMapKeys.letters.name, member.key, key.name),
                               hint: "write the SVG file name in double quotes")
                    }
                }
            }
        }
        return findings
    }
}
