extension CheckID {
    public static let mapCodeIsString = CheckID(declaring: "map.code-is-string")
}

struct MapCodeIsStringCheck: LintCheck {
    enum Code: String, MessageCode {
        case number
        case notAString = "not-a-string"
    }

    let info = CheckInfo(
        id: .mapCodeIsString,
        severity: .error,
        codes: Code.self,
        summary: "each \"code\" is written as a JSON string",
        rationale: """
        A code is the exact digits the magician writes, and a leading zero is one of \
        them: "p" is "01", two digits. Written as a number, 01 is either refused as \
        invalid JSON or read as 1, and the magician would write one digit instead of \
        two. So the app reads codes only as strings and refuses a map with a numeric \
        code. Put the digits in double quotes.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("p", code: "↓1")), fires: Code.number,
                 note: "1 where \"01\" was meant: as a number the leading zero is gone"),
            .map(MapExamples.map(letters: MapExamples.entry("a", code: "↓null")), fires: Code.notAString),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("p", code: #""01""#))),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.compactMap { letter in
            guard let code = letter.code?.value else { return nil }
            switch code.value {
            case .string:
                return nil
            case .number(let written):
                return Finding(.number, file: LetterMap.fileName, position: code.position, subject: letter.subject(LetterMapKeys.code),
                               message: "the code of \(letter.label) is the number \(written); codes are strings of digits",
                               hint: "write \"\(written)\" in double quotes (and check it: a number cannot keep a leading zero, \"01\" is not \"1\")")
            default:
                return Finding(.notAString, file: LetterMap.fileName, position: code.position, subject: letter.subject(LetterMapKeys.code),
                               message: "the code of \(letter.label) must be a string of digits, found \(code.typeName)",
                               hint: "write the digits the magician writes in double quotes, such as \"41\"")
            }
        }
    }
}
