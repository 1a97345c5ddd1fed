extension CheckID {
    public static let mapLettersUnknownKeys = CheckID(declaring: "map.letters-unknown-keys")
}

struct MapLettersUnknownKeysCheck: LintCheck {
    enum Code: String, MessageCode {
        case uppercase
        case digit
        case notOneLetter = "not-one-letter"
        case notALetter = "not-a-letter"
    }

    let info = CheckInfo(
        id: .mapLettersUnknownKeys,
        severity: .error,
        codes: Code.self,
        summary: "\"letters\" holds only the lowercase letters a to z",
        rationale: """
        The app lowercases what is typed and accepts only a-z and spaces, so an entry \
        for "A", "1" or "th" can never be used. It is almost always a slip: an uppercase \
        key written instead of the lowercase one (which is then missing), or a digit \
        code typed where the letter belongs.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("↓A")), fires: Code.uppercase, note: "uppercase"),
            .map(MapExamples.map(letters: MapExamples.entry("↓7")), fires: Code.digit, note: "a digit"),
            .map(MapExamples.map(letters: MapExamples.entry("↓th")), fires: Code.notOneLetter, note: "more than one character"),
            .map(MapExamples.map(letters: MapExamples.entry("↓é")), fires: Code.notALetter, note: "a letter the app does not accept"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    /// Built once, not once per pack.
    static let alphabet = Set(LetterMapKeys.letterNames)

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let members = subject.mapTree?.letterMembers else { return [] }
        let alphabet = Self.alphabet
        return members.filter { !alphabet.contains($0.key) }.map { member in
            let key = member.key
            let shown = MapText.printable(key)
            let lower = key.lowercased()
            let code: Code
            let message: String
            let hint: String
            if key.count == 1, alphabet.contains(lower) {
                code = .uppercase
                message = "letter key \"\(shown)\" is uppercase; the app lowercases what is typed, so it is never used"
                hint = "rename it to \"\(lower)\""
            } else if key.count == 1, key.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
                code = .digit
                message = "letter key \"\(shown)\" is a digit; the app encodes only letters a-z"
                hint = "use the letter as the key and put the digits in its \"code\""
            } else if key.count != 1 {
                code = .notOneLetter
                message = "letter key \"\(shown)\" is not a single letter"
                hint = "each key is one lowercase letter a-z"
            } else {
                code = .notALetter
                message = "letter key \"\(shown)\" is not a letter a-z; the app refuses it as input"
                hint = "remove the entry; only a-z can be typed"
            }
            return Finding(code, file: LetterMap.fileName, position: member.keyPosition,
                           subject: LetterMapTree.subject(LetterMapKeys.letters.name, key), message: message, hint: hint)
        }
    }
}
