extension CheckID {
    public static let mapJSONSyntax = CheckID(declaring: "map.json-syntax")
}

struct MapJSONSyntaxCheck: LintCheck {
    enum Code: String, MessageCode {
        case invalidJSON = "invalid-json"
    }

    let info = CheckInfo(
        id: .mapJSONSyntax,
        severity: .error,
        codes: Code.self,
        summary: "letter_map.json is valid JSON",
        rationale: """
        The app reads letter_map.json before anything else. If it is not valid JSON the app \
        shows only "Could not load glyph configuration. Check letter_map.json." and no glyph \
        at all. A missing comma or a trailing comma is enough.
        """,
        triggering: [
            .map(#"{ "glyphSet": "example", "letters": { "a": { "code": "0", "glyphFile": "a.svg" } }↓"#, fires: Code.invalidJSON,
                 note: "the outer object is never closed"),
            .map(#"{ "glyphSet": "example", "letters": {}, ↓}"#, fires: Code.invalidJSON, note: "trailing comma"),
        ],
        nonTriggering: [
            .map(#"{ "glyphSet": "example", "letters": { "a": { "code": "0", "glyphFile": "a.svg" } } }"#),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let map = subject.map, case .failure(let error) = map.json else { return [] }
        return [Finding(.invalidJSON, file: LetterMap.fileName, position: error.position, message: "invalid JSON: \(error.message)",
                        hint: "fix the JSON at this line and column; every other letter map check waits for it")]
    }
}
