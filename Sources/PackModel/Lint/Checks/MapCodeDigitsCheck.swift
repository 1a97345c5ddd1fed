extension CheckID {
    public static let mapCodeDigits = CheckID(declaring: "map.code-digits")
}

struct MapCodeDigitsCheck: LintCheck {
    enum Code: String, MessageCode {
        case empty
        case notDigits = "not-digits"
    }

    let info = CheckInfo(
        id: .mapCodeDigits,
        severity: .error,
        codes: Code.self,
        summary: "each code is one or more digits 0-9 and nothing else",
        rationale: """
        The "Write These Numbers" line prints each code exactly as written, and the \
        glyph draws those digits. An empty code writes nothing; a space, sign, letter or \
        a digit from another script (such as Arabic-Indic digits) is not something the \
        trick can turn upside down into a letter.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("m", code: #"↓"4 1""#)), fires: Code.notDigits, note: "a space inside the code"),
            .map(MapExamples.map(letters: MapExamples.entry("a", code: #"↓"""#)), fires: Code.empty, note: "empty"),
            .map(MapExamples.map(letters: MapExamples.entry("o", code: #"↓"O""#)), fires: Code.notDigits, note: "the letter O, not the digit 0"),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("p", code: #""01""#))),
        ])

    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.compactMap { letter in
            guard let node = letter.code?.value, let code = node.stringValue else { return nil }
            if code.isEmpty {
                return Finding(.empty, file: LetterMap.fileName, position: node.position, subject: letter.subject(LetterMapKeys.code),
                               message: "the code of \(letter.label) is empty",
                               hint: "write the digits the magician writes for this letter")
            }
            guard let bad = code.unicodeScalars.first(where: { !Self.isDigit($0) }) else { return nil }
            let shownBad = bad == " " ? "a space" : "'\(MapText.printable(String(bad)))' (U+\(String(bad.value, radix: 16, uppercase: true)))"
            return Finding(.notDigits, file: LetterMap.fileName, position: node.position, subject: letter.subject(LetterMapKeys.code),
                           message: "the code of \(letter.label) is \"\(MapText.printable(code))\": only digits 0-9 are allowed, found \(shownBad)",
                           hint: "keep only the digits 0-9, with no spaces or other characters")
        }
    }
}
