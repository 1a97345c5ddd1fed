struct MapLettersCompleteCheck: LintCheck {
    let info = CheckInfo(
        id: "map.letters-complete",
        severity: .error,
        summary: "\"letters\" defines every letter a to z",
        rationale: """
        The app accepts any phrase of letters a-z. If the map lacks a letter, a magician \
        who types it gets "No mapping found for 'q'" in the middle of a performance. Every \
        missing letter is named so you can add them all in one go.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapTree.alphabet.dropLast().map { MapExamples.entry($0) }.joined(separator: ",")),
                 note: "z is missing"),
            .map(#"{ "glyphSet": "example", "displayName": "Example" }"#, note: "no letters at all"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let tree = subject.mapTree else { return [] }
        guard let letters = tree.member(MapTree.lettersKey) else {
            return [Finding(file: LetterMap.fileName, position: tree.root.position,
                            message: "the map has no \"letters\"; no letter can be encoded",
                            hint: #"add "letters": { "a": { "code": "…", "glyphFile": "….svg" }, … } with all 26 letters"#)]
        }
        guard let members = letters.value.members else { return [] }
        let present = Set(members.map(\.key))
        return MapTree.alphabet.filter { !present.contains($0) }.map { letter in
            let upper = letter.uppercased()
            let hint = present.contains(upper)
                ? "the map has \"\(upper)\": letter keys are lowercase, rename it to \"\(letter)\""
                : "add \"\(letter)\": { \"code\": \"…\", \"glyphFile\": \"….svg\" } to \"letters\""
            return Finding(file: LetterMap.fileName, position: letters.keyPosition,
                           message: "letter '\(letter)' is missing; typing it in the app shows \"\(SpecText.noMapping(for: Character(letter)))\"",
                           hint: hint)
        }
    }
}
