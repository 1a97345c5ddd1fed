extension CheckID {
    public static let mapLettersComplete = CheckID(declaring: "map.letters-complete")
}

struct MapLettersCompleteCheck: LintCheck {
    enum Code: String, MessageCode {
        case missingLetter = "missing-letter"
        case noLetters = "no-letters"
    }

    let info = CheckInfo(
        id: .mapLettersComplete,
        severity: .error,
        codes: Code.self,
        summary: "\"letters\" defines every letter a to z",
        rationale: """
        The app accepts any phrase of letters a-z. If the map lacks a letter, a magician \
        who types it gets "No mapping found for 'q'" in the middle of a performance. Every \
        missing letter is named so you can add them all in one go.
        """,
        triggering: [
            .map(MapExamples.map(letters: LetterMapKeys.letterNames.dropLast().map { MapExamples.entry($0) }.joined(separator: ","), markLetters: true),
                 fires: Code.missingLetter, note: "z is missing"),
            .map(#"↓{ "glyphSet": "example", "displayName": "Example" }"#, fires: Code.noLetters, note: "no letters at all"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    /// Each of `LetterMapKeys.letterNames` with its place in that list.
    static let letterIndex = Dictionary(LetterMapKeys.letterNames.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        guard let letters = tree.member(LetterMapKeys.letters) else {
            return [Finding(.noLetters, file: LetterMap.fileName, position: tree.root.position, subject: LetterMapKeys.letters.name,
                            message: "the map has no \"letters\"; no letter can be encoded",
                            hint: #"add "letters": { "a": { "code": "…", "glyphFile": "….svg" }, … } with all 26 letters"#)]
        }
        guard let members = letters.value.members else { return [] }
        // Nearly every map has every letter: each key marks its letter in a table built
        // once, and the set of keys for the findings is built only when one is missing.
        var marked = [Bool](repeating: false, count: LetterMapKeys.letterNames.count)
        var found = 0
        for member in members {
            if let index = Self.letterIndex[member.key], !marked[index] {
                marked[index] = true
                found += 1
            }
        }
        guard found < marked.count else { return [] }
        let present = Set(members.map(\.key))
        return LetterMapKeys.letterNames.filter { !present.contains($0) }.map { letter in
            let upper = letter.uppercased()
            let hint = present.contains(upper)
                ? "the map has \"\(upper)\": letter keys are lowercase, rename it to \"\(letter)\""
                : "add \"\(letter)\": { \"code\": \"…\", \"glyphFile\": \"….svg\" } to \"letters\""
            return Finding(.missingLetter, file: LetterMap.fileName, position: letters.keyPosition,
                           subject: LetterMapTree.subject(LetterMapKeys.letters.name, letter),
                           message: "letter '\(letter)' is missing; typing it in the app shows \"\(SpecText.noMapping(for: Character(letter)))\"",
                           hint: hint)
        }
    }
}
