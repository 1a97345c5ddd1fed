extension CheckID {
    public static let packFinderLeftover = CheckID(declaring: "pack.finder-leftover")
}

struct PackFinderLeftoverCheck: LintCheck {
    enum Code: String, MessageCode {
        case skipped
    }

    let info = CheckInfo(
        id: .packFinderLeftover,
        severity: .info,
        codes: Code.self,
        summary: "macOS Finder leftovers (.DS_Store, ._*, __MACOSX/) are skipped",
        rationale: """
        The macOS Finder writes .DS_Store (a folder's view settings) into folders it shows, \
        and its Compress command adds __MACOSX/ with a ._name file (resource fork and \
        extended attributes) for every file. None of them is part of a pack or a glyph, \
        even when named ._lowercase_a.svg: zip and install skip them, in folders and \
        archives alike, and lint does not judge them as SVGs. This note says they were \
        there and left out.
        """,
        triggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), unplaced: [(FinderLeftover.viewSettings, Code.skipped)],
                 note: "a folder the Finder has shown", also: [("a.svg", MapExamples.svg), (FinderLeftover.viewSettings, "Bud1")]),
            .map(MapExamples.map(letters: MapExamples.entry("a")), unplaced: [(nil, Code.skipped), (nil, Code.skipped)],
                 note: "an archive made by the Finder's Compress",
                 also: [("a.svg", MapExamples.svg)], outside: ["__MACOSX/example/._a.svg", "__MACOSX/example/._letter_map.json"]),
        ],
        nonTriggering: [
            .map(MapExamples.map(letters: MapExamples.entry("a")), also: [("a.svg", MapExamples.svg)]),
        ])

    func run(on subject: LintSubject) -> [Finding<Code>] {
        subject.contents.finderLeftovers.map { name in
            // Entries of the pack's folder are files to point at; an archive's entries
            // outside it are named in the message.
            let isEntry = subject.contents.finderLeftoversInFolder.contains(name)
            return Finding(.skipped, file: isEntry ? name : nil, subject: isEntry ? nil : name,
                           message: "\(isEntry ? MapText.printable(name) : "entry '\(ArchiveRefusal.printable(name))'") is a macOS Finder leftover, not part of the pack; zip and install skip it",
                           hint: "nothing to do; `packtool zip` makes archives without them")
        }
    }
}
