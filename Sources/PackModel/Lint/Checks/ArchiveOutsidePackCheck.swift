extension CheckID {
    public static let archiveOutsidePack = CheckID(declaring: "archive.outside-pack")
}

struct ArchiveOutsidePackCheck: LintCheck {
    enum Code: String, MessageCode {
        case outside
    }

    let info = CheckInfo(
        id: .archiveOutsidePack,
        severity: .error,
        codes: Code.self,
        summary: "every entry of an archive is in the pack's folder (the archive root or its one top folder)",
        rationale: """
        An archive holds one pack: its files at the archive root, or in one top folder \
        named after the pack, as `packtool zip`, `zip -r classic.zip classic` and the \
        macOS Finder's Compress make it. The pack's folder is the one holding \
        letter_map.json. An entry outside it (a second top folder, a file beside the top \
        folder) belongs to no pack: installing would drop it without a word, so the \
        archive is refused until it holds the pack alone. Finder's own __MACOSX/ folder \
        is not refused: it is skipped (pack.finder-leftover).
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), unplaced: [(nil, Code.outside)], note: "an archive with a second top folder",
                 also: [("a.svg", MapExamples.svg)], outside: ["other/b.svg"]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "an archive of the pack folder alone",
                 also: [("a.svg", MapExamples.svg)]),
            .map(MapExamples.map(letters: MapExamples.entry("a")), note: "Finder's leftovers beside the pack folder",
                 also: [("a.svg", MapExamples.svg)], outside: ["__MACOSX/example/._a.svg"]),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        let folder = subject.folderName.isEmpty ? "the archive root" : "'\(MapText.printable(subject.folderName))/'"
        return subject.contents.outside.map { entry in
            Finding(.outside, file: nil, subject: entry,
                    message: "entry '\(ArchiveRefusal.printable(entry))' is outside the pack's folder, \(folder); an archive holds one pack",
                    hint: "zip the pack folder alone (`packtool zip`, or `zip -r NAME.zip NAME` from the folder above it)")
        }
    }
}
