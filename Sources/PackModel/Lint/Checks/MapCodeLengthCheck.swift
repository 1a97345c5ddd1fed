extension CheckID {
    public static let mapCodeLength = CheckID(declaring: "map.code-length")
}

struct MapCodeLengthCheck: LintCheck {
    enum Code: String, MessageCode {
        case tooLong = "too-long"
    }

    /// The spec's codes are "one- or two-digit"; one glyph draws them all.
    static let maximumDigits = 2

    let info = CheckInfo(
        id: .mapCodeLength,
        severity: .warning,
        codes: Code.self,
        summary: "codes have at most 2 digits",
        rationale: """
        Each letter is one glyph, and the app fits every glyph into the same box. Two \
        digits drawn together still read as one letter when the paper is turned; three \
        or more get squeezed and are hard to write and to read upside down. It works, \
        but look at the glyph with `packtool preview` before you keep it.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("w", code: #"↓"141""#)), fires: Code.tooLong),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("w", code: #""14""#))),
            .map(MapExamples.map(letters: MapExamples.entry("w", code: #""1 4 1""#)), note: "not all digits: map.code-digits reports it"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.compactMap { letter in
            guard let node = letter.code?.value, let code = node.stringValue, code.unicodeScalars.count > Self.maximumDigits,
                  code.unicodeScalars.allSatisfy(MapCodeDigitsCheck.isDigit) else { return nil }
            return Finding(.tooLong, file: LetterMap.fileName, position: node.position, subject: letter.subject(LetterMapKeys.code),
                           message: "the code of \(letter.label), \"\(code)\", has \(code.count) digits; codes are normally 1 or \(Self.maximumDigits)",
                           hint: "check the glyph still reads well when turned (packtool preview); to accept long codes, set \"\(CheckID.mapCodeLength)\": \"off\" in .packtool.json")
        }
    }
}
