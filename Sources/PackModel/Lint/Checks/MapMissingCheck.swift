struct MapMissingCheck: LintCheck {
    let info = CheckInfo(
        id: "map.missing",
        severity: .error,
        summary: "the pack has a letter_map.json",
        rationale: """
        letter_map.json is what makes a folder a pack: it says which digits each letter \
        is written as and which SVG draws it. Without it the app cannot use any glyph of \
        the pack and shows "Could not load glyph configuration. Check letter_map.json." \
        The name is exact and lowercase, next to the SVG files.
        """,
        triggering: [
            CheckExample([("a.svg", MapExamples.svg)], note: "SVGs but no map"),
            CheckExample([("Letter_Map.json", MapExamples.complete)], note: "the name must be lowercase"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard subject.listingError == nil, !subject.files.contains(where: { $0.name == LetterMap.fileName }) else { return [] }
        let lookalike = subject.files.first { $0.name.lowercased() == LetterMap.fileName }
        let message = lookalike.map { "there is no \(LetterMap.fileName), only '\(MapText.printable($0.name))': the name must match exactly" }
            ?? "the pack has no \(LetterMap.fileName)"
        let hint = lookalike == nil
            ? "add \(LetterMap.fileName) next to the SVG files (Schemas/letter_map.schema.json describes it; `packtool explain map.missing` shows one)"
            : "rename the file to \(LetterMap.fileName), all lowercase"
        return [Finding(file: nil, message: message, hint: hint)]
    }
}
