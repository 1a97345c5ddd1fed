struct MapGlyphFileExistsCheck: LintCheck {
    let info = CheckInfo(
        id: "map.glyph-file-exists",
        severity: .warning,
        summary: "each letter's glyph file is in the pack",
        rationale: """
        When a glyph file is missing the app still works: it draws a placeholder \
        rectangle showing the letter and its code. That is fine while the art is being \
        drawn, but a pack shipped that way shows boxes instead of glyphs. Names are \
        case-sensitive on the phone even when they are not on your computer.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "a.svg is not in the pack"),
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "the name differs by case",
                 also: [("A.svg", MapExamples.svg)]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), also: [("a.svg", MapExamples.svg)]),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "../a.svg")), note: "not a plain name: map.glyph-file-name reports it"),
        ])

    func run(on subject: LintSubject) -> [Finding] {
        guard subject.listingError == nil, let tree = subject.mapTree else { return [] }
        var byName: [String: PackFileInfo] = [:]
        byName.reserveCapacity(subject.files.count)
        for file in subject.files { byName[file.name] = file }
        return tree.letterEntries.compactMap { letter in
            guard let file = letter.glyphFileName, MapGlyphFileNameCheck.problem(file.name) == nil else { return nil }
            let placeholder = "the app will show a placeholder"
            let message: String
            let hint: String
            if let entry = byName[file.name] {
                guard entry.kind != .regular else { return nil }
                message = "\(file.name) (\(letter.label)) is \(entry.kind == .symbolicLink ? "a symbolic link, which is never followed" : "not a regular file"); \(placeholder)"
                hint = "replace it with the SVG file itself"
            } else if let other = subject.files.first(where: { $0.name.lowercased() == file.name.lowercased() }) {
                message = "\(file.name) (\(letter.label)) is not in the pack, but \(MapText.printable(other.name)) is; \(placeholder)"
                hint = "names are case-sensitive: rename the file or change \"glyphFile\" so they match exactly"
            } else {
                message = "\(file.name) (\(letter.label)) is not in the pack; \(placeholder)"
                hint = "add the SVG for '\(MapText.printable(letter.letter))' to the pack folder, or fix the name in \"glyphFile\""
            }
            return Finding(file: LetterMap.fileName, position: file.position, message: message, hint: hint)
        }
    }
}
