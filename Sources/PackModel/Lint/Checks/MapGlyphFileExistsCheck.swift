extension CheckID {
    public static let mapGlyphFileExists = CheckID(declaring: "map.glyph-file-exists")
}

struct MapGlyphFileExistsCheck: LintCheck {
    enum Code: String, MessageCode {
        case missing
        case caseMismatch = "case-mismatch"
        case link
        case notAFile = "not-a-file"
    }

    let info = CheckInfo(
        id: .mapGlyphFileExists,
        severity: .warning,
        codes: Code.self,
        summary: "each letter's glyph file is in the pack",
        rationale: """
        When a glyph file is missing the app still works: it draws a placeholder \
        rectangle showing the letter and its code. That is fine while the art is being \
        drawn, so `packtool lint` warns; but a pack shipped that way shows boxes \
        instead of glyphs to an audience, so the gates of `zip`, `publish` and `install` \
        hold this check to an error for an "available" pack (a "coming_soon" pack's \
        glyphs still to draw are map.glyph-file-pending's). Names are case-sensitive on \
        the phone even when they are not on your computer.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.svg")), fires: Code.missing, note: "a.svg is not in the pack"),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.svg")), fires: Code.caseMismatch, note: "the name differs by case",
                 also: [("A.svg", MapExamples.svg)]),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.svg")), fires: Code.link, note: "a.svg is a symbolic link",
                 otherEntries: [("a.svg", .symbolicLink)]),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "↓a.svg")), fires: Code.notAFile, note: "a.svg is a folder",
                 otherEntries: [("a.svg", .directory)]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), also: [("a.svg", MapExamples.svg)]),
            .map(MapExamples.map(letters: MapExamples.entry("a", file: "../a.svg")), note: "not a plain name: map.glyph-file-name reports it"),
            .map(MapExamples.map(letters: MapExamples.entry("a"), extra: MapExamples.comingSoon),
                 note: "a coming_soon pack's glyph not drawn yet: map.glyph-file-pending lists it"),
        ])

    /// What is wrong with one letter's glyph file.
    enum Problem {
        /// No entry of that name: not drawn yet, or misnamed.
        case absent
        /// Absent, but a file differs from it only by case.
        case caseMismatch(other: String)
        /// An entry of that name that is not a regular file (a link, a folder, a FIFO).
        case notRegular(PackFileKind)
    }

    /// Every letter whose glyph file, named plainly, is not a regular file of the pack.
    static func problems(in subject: LintSubject) -> [(letter: LetterNode, file: String, position: SourcePosition, problem: Problem)] {
        guard subject.listingError == nil, let tree = subject.mapTree else { return [] }
        return tree.letterEntries.compactMap { letter in
            guard letter.glyphFileNameIsUsable, let file = letter.glyphFileName else { return nil }
            let problem: Problem
            if let entry = subject.file(named: file.name) {
                guard entry.kind != .regular else { return nil }
                problem = .notRegular(entry.kind)
            } else if let other = subject.files.first(where: { $0.name.lowercased() == file.name.lowercased() }) {
                problem = .caseMismatch(other: other.name)
            } else {
                problem = .absent
            }
            return (letter, file.name, file.position, problem)
        }
    }

    func run(on subject: LintSubject) -> [Finding<Code>] {
        // A coming_soon pack's absent glyphs are map.glyph-file-pending's: the app never draws them.
        let comingSoon = subject.mapTree?.isComingSoon == true
        return Self.problems(in: subject).compactMap { letter, file, position, problem in
            let placeholder = "the app will show a placeholder"
            let code: Code
            let message: String
            let hint: String
            switch problem {
            case .notRegular(let kind):
                code = kind == .symbolicLink ? .link : .notAFile
                message = "\(file) (\(letter.label)) is \(kind == .symbolicLink ? "a symbolic link, which is never followed" : "not a regular file"); \(placeholder)"
                hint = "replace it with the SVG file itself"
            case .caseMismatch(let other):
                code = .caseMismatch
                message = "\(file) (\(letter.label)) is not in the pack, but \(MapText.printable(other)) is; \(placeholder)"
                hint = "names are case-sensitive: rename the file or change \"glyphFile\" so they match exactly"
            case .absent:
                if comingSoon { return nil }
                code = .missing
                message = "\(file) (\(letter.label)) is not in the pack; \(placeholder)"
                hint = "add the SVG for '\(MapText.printable(letter.letter))' to the pack folder, or fix the name in \"glyphFile\""
            }
            return Finding(code, file: LetterMap.fileName, position: position, subject: letter.subject(LetterMapKeys.glyphFile),
                           message: message, hint: hint)
        }
    }
}
