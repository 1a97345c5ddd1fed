extension CheckID {
    public static let mapLetterFields = CheckID(declaring: "map.letter-fields")
}

struct MapLetterFieldsCheck: LintCheck {
    enum Code: String, MessageCode {
        case missingField = "missing-field"
    }

    let info = CheckInfo(
        id: .mapLetterFields,
        severity: .error,
        codes: Code.self,
        summary: "each letter has a \"code\" and a \"glyphFile\"",
        rationale: """
        A letter needs both halves: the code is what the magician writes in the "Write \
        These Numbers" line, the glyph file is how it is drawn. The app refuses a map in \
        which any letter lacks either one, so the whole pack fails to load.
        """,
        triggering: [
            .map(MapExamples.map(letters: #"\#n    ↓"a": { "code": "0" }"#), fires: Code.missingField, note: "no glyphFile"),
            .map(MapExamples.map(letters: #"\#n    ↓"a": { "glyphfile": "a.svg", "code": "0" }"#), fires: Code.missingField,
                 note: "keys are case-sensitive"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        return tree.letterEntries.flatMapNonEmpty { letter -> [Finding<Code>] in
            // A letter entry has a handful of keys: searching them beats hashing them into
            // a set for every letter. The set is built only for a missing key's typo search.
            let members = letter.node.members ?? []
            // Nearly every entry has every required key: asked in place, with no array of its keys.
            guard LetterMapKeys.letterEntry.contains(where: { key in key.isRequired && !members.contains { $0.key == key.name } }) else { return [] }
            let keys = members.map(\.key)
            return LetterMapKeys.letterEntry.filter { $0.isRequired && !keys.contains($0.name) }.map { key in
                let typo = Set(keys).first { $0.lowercased() == key.name.lowercased() }
                return Finding(.missingField, file: LetterMap.fileName, position: letter.keyPosition, subject: letter.subject(key),
                               message: "\(letter.label) has no \"\(key)\"",
                               hint: typo.map { "rename \"\(MapText.printable($0))\" to \"\(key)\": keys are case-sensitive" }
                                   ?? "add \"\(key)\" to the letter's entry")
            }
        }
    }
}
