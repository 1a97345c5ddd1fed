struct MapUnknownKeysCheck: LintCheck {
    let info = CheckInfo(
        id: "map.unknown-keys",
        severity: .warning,
        summary: "the map holds only the keys the app reads",
        rationale: """
        The app silently ignores keys it does not know, so a misspelt key does nothing: \
        "displayname" leaves the pack without its display name, "glyphfile" leaves a \
        letter without its glyph. Only "$schema" (which lets an editor check the map as \
        you type) is allowed besides the app's own keys.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: #"\#n  "displayname": "Example","#), note: "keys are case-sensitive"),
            .map(MapExamples.map(letters: #"\#n    "a": { "code": "0", "glyphFile": "a.svg", "comment": "round" }"#)),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: #"\#n  "$schema": "../../Schemas/letter_map.schema.json","#)),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard let tree = subject.mapTree else { return [] }
        var findings = unknown(in: tree.members, allowed: MapTree.topLevelKeys, place: "at the top level")
        for letter in tree.letterEntries {
            findings += unknown(in: letter.node.members ?? [], allowed: MapTree.entryKeys, place: "in \(letter.label)")
        }
        return findings
    }

    func unknown(in members: [JSONNode.Member], allowed: [String], place: String) -> [Finding] {
        members.filter { !allowed.contains($0.key) }.map { member in
            let hint = Suggestion.closest(to: member.key, in: allowed).map { "did you mean \"\($0)\"? Keys are case-sensitive" }
                ?? "remove it; the app reads only " + allowed.map { "\"\($0)\"" }.joined(separator: ", ")
            return Finding(file: LetterMap.fileName, position: member.keyPosition,
                           message: "unknown key \"\(MapText.printable(member.key))\" \(place); the app ignores it", hint: hint)
        }
    }
}
