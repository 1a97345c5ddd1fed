struct MapLettersUnknownKeysCheck: LintCheck {
    let info = CheckInfo(
        id: "map.letters-unknown-keys",
        severity: .error,
        summary: "\"letters\" holds only the lowercase letters a to z",
        rationale: """
        The app lowercases what is typed and accepts only a-z and spaces, so an entry \
        for "A", "1" or "th" can never be used. It is almost always a slip: an uppercase \
        key written instead of the lowercase one (which is then missing), or a digit \
        code typed where the letter belongs.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("A")), note: "uppercase"),
            .map(MapExamples.map(letters: MapExamples.entry("7")), note: "a digit"),
            .map(MapExamples.map(letters: MapExamples.entry("th")), note: "more than one character"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let members = subject.mapTree?.letterMembers else { return [] }
        let alphabet = Set(MapTree.alphabet)
        return members.filter { !alphabet.contains($0.key) }.map { member in
            let key = member.key
            let shown = MapText.printable(key)
            let lower = key.lowercased()
            let message: String
            let hint: String
            if key.count == 1, alphabet.contains(lower) {
                message = "letter key \"\(shown)\" is uppercase; the app lowercases what is typed, so it is never used"
                hint = "rename it to \"\(lower)\""
            } else if key.count == 1, key.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
                message = "letter key \"\(shown)\" is a digit; the app encodes only letters a-z"
                hint = "use the letter as the key and put the digits in its \"code\""
            } else if key.count != 1 {
                message = "letter key \"\(shown)\" is not a single letter"
                hint = "each key is one lowercase letter a-z"
            } else {
                message = "letter key \"\(shown)\" is not a letter a-z; the app refuses it as input"
                hint = "remove the entry; only a-z can be typed"
            }
            return Finding(file: LetterMap.fileName, position: member.keyPosition, message: message, hint: hint)
        }
    }
}
