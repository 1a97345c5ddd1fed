extension CheckID {
    public static let mapGlyphFileShared = CheckID(declaring: "map.glyph-file-shared")
}

struct MapGlyphFileSharedCheck: LintCheck {
    enum Code: String, MessageCode {
        case shared
    }

    let info = CheckInfo(
        id: .mapGlyphFileShared,
        severity: .error,
        codes: Code.self,
        summary: "no two letters use the same glyph file",
        rationale: """
        Many letters share a code ("a", "c", "o" and "u" are all 0 in the classic pack), \
        and what tells them apart on paper is the glyph: each draws the digits so that, \
        turned over, they look like its own letter. Two letters with one file draw the \
        same shape, so one of them reads wrong. This is usually a copy-paste slip.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", code: #""0""#) + "," + MapExamples.entry("c", code: #""0""#, file: "↓a.svg")),
                 fires: Code.shared, note: "c was copied from a and its file name not changed"),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", code: #""0""#) + "," + MapExamples.entry("c", code: #""0""#)),
                 note: "the same code is fine; the files differ"),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        let letters = tree.letterEntries
        // As many names as letters writing one: no two share a file.
        guard tree.usedGlyphFiles.count < letters.lazy.filter({ $0.glyphFileName != nil }).count else { return [] }
        var firstUser: [String: LetterNode] = [:]
        firstUser.reserveCapacity(letters.count)
        var findings: [Finding<Code>] = []
        for letter in letters {
            guard let file = letter.glyphFileName else { continue }
            guard let first = firstUser[file.name] else {
                firstUser[file.name] = letter
                continue
            }
            // A letter written twice is map.duplicate-keys' finding, not a shared file.
            guard first.letter != letter.letter else { continue }
            // Positions go in the hint: the message stays stable for baselines when lines move.
            let firstPlace = first.glyphFileName.map { " (line \($0.position.line), column \($0.position.column))" } ?? ""
            findings.append(Finding(
                .shared, file: LetterMap.fileName, position: file.position, subject: letter.subject(LetterMapKeys.glyphFile),
                message: "\(letter.label) uses \(MapText.printable(file.name)), which \(first.label) already uses",
                hint: "give \(letter.label) its own glyph file; \(first.label) names it\(firstPlace)"))
        }
        return findings
    }
}
