extension CheckID {
    public static let mapUnknownKeys = CheckID(declaring: "map.unknown-keys")
}

struct MapUnknownKeysCheck: LintCheck {
    enum Code: String, MessageCode {
        case unknownKey = "unknown-key"
    }

    let info = CheckInfo(
        id: .mapUnknownKeys,
        severity: .warning,
        codes: Code.self,
        summary: "the map holds only the keys the app reads",
        rationale: """
        The app silently ignores keys it does not know, so a misspelt key does nothing: \
        "displayname" leaves the pack without its display name, "glyphfile" leaves a \
        letter without its glyph. Only "$schema" (which lets an editor check the map as \
        you type) is allowed besides the app's own keys.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: #"\#n  ↓"displayname": "Example","#), fires: Code.unknownKey,
                 note: "keys are case-sensitive"),
            .map(MapExamples.map(letters: #"\#n    "a": { "code": "0", "glyphFile": "a.svg", ↓"comment": "round" }"#), fires: Code.unknownKey),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: #"\#n  "$schema": "../../Schemas/letter_map.schema.json","#)),
        ])

    static let topLevelKeys = LetterMapKeys.topLevel.map(\.name)
    static let entryKeys = LetterMapKeys.letterEntry.map(\.name)

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard let tree = subject.mapTree else { return [] }
        var findings = unknown(in: tree.members, allowed: Self.topLevelKeys, place: "at the top level", path: [])
        for letter in tree.letterEntries {
            // The letter's label and key path are spelt only for an entry with an unknown key.
            guard let members = letter.node.members, members.contains(where: { !Self.entryKeys.contains($0.key) }) else { continue }
            findings += unknown(in: members, allowed: Self.entryKeys, place: "in \(letter.label)",
                                path: [LetterMapKeys.letters.name, letter.letter])
        }
        return findings
    }

    func unknown(in members: [JSONNode.Member], allowed: [String], place: String, path: [String]) -> [Finding<Code>] {
        members.filter { !allowed.contains($0.key) }.map { member in
            let hint = Suggestion.closest(to: member.key, in: allowed).map { "did you mean \"\($0)\"? Keys are case-sensitive" }
                ?? "remove it; the app reads only " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            return Finding(.unknownKey, file: LetterMap.fileName, position: member.keyPosition,
                           subject: (path + [member.key]).map { MapText.printable($0) }.joined(separator: "."),
                           message: "unknown key \"\(MapText.printable(member.key))\" \(place); the app ignores it", hint: hint)
        }
    }
}
