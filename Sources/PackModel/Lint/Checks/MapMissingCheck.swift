extension CheckID {
    public static let mapMissing = CheckID(declaring: "map.missing")
}

struct MapMissingCheck: LintCheck {
    enum Code: String, MessageCode {
        case missing
        /// A file of that name in another case.
        case misnamed
    }

    let info = CheckInfo(
        id: .mapMissing,
        severity: .error,
        codes: Code.self,
        summary: "the pack has a letter_map.json",
        rationale: """
        letter_map.json is what makes a folder a pack: it says which digits each letter \
        is written as and which SVG draws it. Without it the app cannot use any glyph of \
        the pack and shows "Could not load glyph configuration. Check letter_map.json." \
        The name is exact and lowercase, next to the SVG files.
        """,
        triggering: [
            CheckExample([("a.svg", MapExamples.svg)], unplaced: [(nil, Code.missing)], note: "SVGs but no map"),
            CheckExample([("Letter_Map.json", MapExamples.complete)], unplaced: [(nil, Code.misnamed)], note: "the name must be lowercase"),
        ],
        nonTriggering: [
            .map(MapExamples.complete),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        guard subject.listingError == nil, !subject.files.contains(where: { $0.name == LetterMap.fileName }) else { return [] }
        let lookalike = subject.files.first { $0.name.lowercased() == LetterMap.fileName }
        let message = lookalike.map { "there is no \(LetterMap.fileName), only '\(MapText.printable($0.name))': the name must match exactly" }
            ?? "the pack has no \(LetterMap.fileName)"
        let hint = lookalike == nil
            ? "add \(LetterMap.fileName) next to the SVG files (Schemas/letter_map.schema.json describes it; `packtool explain \(CheckID.mapMissing)` shows one)"
            : "rename the file to \(LetterMap.fileName), all lowercase"
        return [Finding(lookalike == nil ? .missing : .misnamed, file: nil, message: message, hint: hint)]
    }
}
