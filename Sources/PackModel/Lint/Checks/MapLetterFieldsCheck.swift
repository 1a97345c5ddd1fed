struct MapLetterFieldsCheck: LintCheck {
    let info = CheckInfo(
        id: "map.letter-fields",
        severity: .error,
        summary: "each letter has a \"code\" and a \"glyphFile\"",
        rationale: """
        A letter needs both halves: the code is what the magician writes in the "Write \
        These Numbers" line, the glyph file is how it is drawn. The app refuses a map in \
        which any letter lacks either one, so the whole pack fails to load.
        """,
        triggering: [
            .map(MapExamples.map(letters: #"\#n    "a": { "code": "0" }"#), note: "no glyphFile"),
            .map(MapExamples.map(letters: #"\#n    "a": { "glyphfile": "a.svg", "code": "0" }"#), note: "keys are case-sensitive"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.flatMap { letter -> [Finding] in
            // A letter entry has a handful of keys: searching them beats hashing them into
            // a set for every letter. The set is built only for a missing key's typo search.
            let keys = letter.node.members?.map(\.key) ?? []
            return MapTree.entryKeys.filter { !keys.contains($0) }.map { key in
                let typo = Set(keys).first { $0.lowercased() == key.lowercased() }
                return Finding(file: LetterMap.fileName, position: letter.keyPosition,
                               message: "\(letter.label) has no \"\(key)\"",
                               hint: typo.map { "rename \"\(MapText.printable($0))\" to \"\(key)\": keys are case-sensitive" }
                                   ?? "add \"\(key)\" to the letter's entry")
            }
        }
    }
}
